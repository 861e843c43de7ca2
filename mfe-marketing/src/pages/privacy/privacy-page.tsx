import { Link } from 'react-router-dom';
import { IntroPage } from '../../components/content/intro-page';
import { SITE } from '../../config/site';
import { LEGAL_LAST_UPDATED } from '../page-meta';

export default function PrivacyPage() {
  return (
    <IntroPage
      route="/privacy"
      title="Privacy Policy"
      lead="Your family trusts us with something precious: their voices and their stories. This page explains, in plain words, what we collect, why, and what we will never do with it."
      updated={LEGAL_LAST_UPDATED}
      prose
    >
      <h2>Our promises, in short</h2>
      <ul>
        <li>
          <strong>Everything is encrypted.</strong> Transcripts, Moments and your details are encrypted while they travel
          and while they are stored.
        </li>
        <li>
          <strong>We never sell your data.</strong> Not to advertisers, not to data brokers, not to anyone.
        </li>
        <li>
          <strong>We never train AI on your conversations.</strong> Your family’s calls are used only to provide the
          service to your family.
        </li>
        <li>
          <strong>It is yours.</strong> You can see everything we hold, and have it deleted, whenever you ask.
        </li>
      </ul>

      <h2>What we collect</h2>
      <ul>
        <li>About you, the family member: your name, email address and billing details (card details are held by our payment provider, never by us).</li>
        <li>About the person we call: their name, phone number, time zone, the times they like to be called and the topics you chose.</li>
        <li>From the calls: the conversation’s transcript and the Moment written from it.</li>
        <li>From our website: basic technical logs, such as which pages were requested, to keep the site working and secure.</li>
      </ul>

      <h2>How we use it</h2>
      <p>
        Only to run Fondly for your family: to place the calls, to remember earlier conversations so the next one feels
        natural, to write and send the Moments, to alert the family if a call worries us, to bill you, and to answer your
        questions.
      </p>

      <h2>Who else sees it</h2>
      <p>
        A small number of service providers help us run Fondly: a telephone company to place the calls, a speech and
        language service to power the companion’s voice, an email service to deliver the Moments and a payment
        processor. Each may use your information only to do that job for us, under a written agreement, and none may use
        it for their own purposes or to train their AI.
      </p>
      <p>We disclose information to authorities only when the law requires it, and we tell you when we are allowed to.</p>

      <h2>Your rights</h2>
      <ul>
        <li><strong>Access:</strong> ask for a copy of everything we hold about you or the person we call.</li>
        <li><strong>Correction:</strong> ask us to fix anything that is wrong.</li>
        <li><strong>Deletion:</strong> ask us to delete your account, the transcripts and the Moments, and we will confirm by email once it is done.</li>
        <li><strong>Stop the calls:</strong> the person we call can ask the companion to stop at any time, and the calls pause at once.</li>
      </ul>
      <p>
        To use any of these rights, email <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>. We reply within{' '}
        {SITE.replyWithinHours} hours.
      </p>

      <h2>Advertising</h2>
      <p>
        When you visit our home page we may tell an advertising partner that someone arrived from an ad, so we know which
        ads work. This never includes anything you or your family tell us, and it is switched off if your browser sends a
        Global Privacy Control signal.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Moments and transcripts are kept while your account is open, so the companion can remember earlier calls and you
        can look back on them. When you close your account, we delete them.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change this policy in a way that matters, we will email you before the change applies. You can also read
        our <Link to="/terms">Terms of Service</Link>.
      </p>
    </IntroPage>
  );
}
