import { Link } from 'react-router-dom';
import { IntroPage } from '../../components/content/intro-page';
import { SITE } from '../../config/site';
import { LEGAL_LAST_UPDATED } from '../page-meta';

export default function TermsPage() {
  return (
    <IntroPage
      route="/terms"
      title="Terms of Service"
      lead="The agreement between you and Fondly, written to be read. If anything is unclear, ask us and we will explain."
      updated={LEGAL_LAST_UPDATED}
      prose
    >
      <h2>The service</h2>
      <p>
        Fondly places scheduled phone calls from an AI companion to a person you name, and sends you a Moment after each
        call. Fondly is a companion service. <strong>It is not an emergency, medical or care service</strong> and does not
        replace one: in an emergency, call 911. When something said on a call sounds urgent, Fondly alerts the family
        members you chose, by email, by text and by phone, to the numbers they confirmed; it does not contact emergency
        services, and it cannot know whether anyone has reached the person after an alert.
      </p>

      <h2>Where Fondly is available</h2>
      <p>Fondly is available in the United States and Canada, and calls phone numbers in those two countries only.</p>

      <h2>Consent of the person we call</h2>
      <p>
        Before you schedule calls, the person we will call must agree to receive them, or you must be legally allowed to
        agree for them. They can ask the companion to stop calling at any time, and we will stop.
      </p>

      <h2>Plans, trials and renewals</h2>
      <ul>
        <li>Every paid plan starts with a 7-day free trial. Cancel before it ends and you are not charged.</li>
        <li>Monthly plans renew automatically every month, and yearly plans every year, until you cancel.</li>
        <li>You can cancel at any time, with no fees. Your plan stays active until the end of the period you have paid for.</li>
        <li>Gift plans are paid once and end when their term is over; they do not renew.</li>
      </ul>

      <h2>Money-back guarantee</h2>
      <p>
        If Fondly is not right for your family, ask for a refund within 30 days of your first payment and we will refund
        it in full. This is our 30-day money-back guarantee.
      </p>

      <h2>Price changes</h2>
      <p>We give you at least 30 days’ notice by email before a new price applies to you, so you can decide whether to continue.</p>

      <h2>Availability</h2>
      <p>
        We aim for 99.9% uptime. Calls can occasionally be delayed or missed because of telephone networks or
        maintenance; when that happens, we try again later in the calling window.
      </p>

      <h2>Fair use</h2>
      <p>
        Please use Fondly only to call people who want our calls, and never to harass, deceive or record anyone without
        the consent the law requires. We may suspend an account that does.
      </p>

      <h2>Your information</h2>
      <p>
        How we protect and use your family’s information is explained in our <Link to="/privacy">Privacy Policy</Link>,
        which is part of these terms.
      </p>

      <h2>Liability</h2>
      <p>
        We provide Fondly with care, but we cannot promise that every call will happen or that the companion will notice
        every sign of trouble. To the extent the law allows, our liability is limited to the amount you paid us in the 12
        months before a claim. Nothing here limits rights you have under consumer protection law.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> or{' '}
        <a href={`tel:${SITE.supportPhone.e164}`}>{SITE.supportPhone.display}</a>.
      </p>
    </IntroPage>
  );
}
