import { Button, Card, toast } from '@fondly/design-system';
import styles from './dashboard.module.css';

/** "Refer a friend, both get 1 month free": the family's own link, to copy and share. */
export function ReferAFriend({ code }: { code: string }) {
  const link = `${window.location.origin}/?ref=${encodeURIComponent(code)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Copied!', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: `Select the link and copy it: ${link}` });
    }
  }
  return (
    <Card title="Refer a Friend" headingLevel={2} footer={<Button variant="secondary" onClick={copy}>Copy Link</Button>}>
      <p>Know a family who would love this? When they join with your link, you both get one month free.</p>
      <p className={styles.referral}>
        <span className="fds-visually-hidden">Your link: </span>
        {link}
      </p>
    </Card>
  );
}
