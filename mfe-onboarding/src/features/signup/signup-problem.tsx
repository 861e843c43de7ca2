import { serverMessage, statusOf } from '@fondly/design-system';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/form-alert';

/**
 * What went wrong with a signup, beyond the spec's toast: the server's own sentence (the
 * email already has an account, a number outside the US and Canada, too many attempts).
 */
export function SignupProblem({ error }: { error: unknown }) {
  if (!error) return null;
  const status = statusOf(error);
  const message = serverMessage(error);
  if (status === 409) {
    return (
      <FormAlert>
        <p>{message}</p>
        <p>
          <Link to="/sign-in">Sign in to your account</Link>
        </p>
      </FormAlert>
    );
  }
  if (message && status !== null && status < 500) return <FormAlert><p>{message}</p></FormAlert>;
  return null;
}
