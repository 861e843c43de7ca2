import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationEvents, outboxMails, storyBooks } from '../db/schema/index.js';
import { sendDueMails } from '../mail/mail-sender-worker.js';
import { expandPendingEvents } from '../notifications/notification-worker.js';
import { completeCall, createFamily } from '../notifications/testing/families.js';
import { pdfText, squash } from '../notifications/testing/pdf-text.js';
import { useAppWithMailbox } from '../notifications/testing/smtp-sink.js';
import { storyTranscript } from '../notifications/testing/transcripts.js';
import { announceYearlyBooks } from './yearly-books.js';

const ctx = useAppWithMailbox();


describe('the yearly book', () => {
  it('is mailed once in January to the family members who want stories, with every story of last year', async () => {
    const family = await createFamily(ctx.db, { agentType: 'stories', others: [{ name: 'Ben Rivera' }, { name: 'Cleo Rivera', stories: false }] });
    for (const endedAt of ['2025-03-04T15:00:00Z', '2025-10-11T15:00:00Z', '2026-01-01T15:00:00Z']) {
      await completeCall(ctx.db, family.recipient.id, { kind: 'stories', transcript: storyTranscript(10), endedAt: new Date(endedAt) });
    }
    await expandPendingEvents(ctx.deps);
    while ((await sendDueMails(ctx.deps, { workerId: 't' })) > 0);
    ctx.sink.messages.length = 0;

    // Not before the new year, then once however often it runs.
    expect(await announceYearlyBooks(ctx.deps, new Date('2025-12-31T12:00:00Z'))).toBe(0);
    expect(await announceYearlyBooks(ctx.deps, new Date('2026-01-02T12:00:00Z'))).toBe(1);
    expect(await announceYearlyBooks(ctx.deps, new Date('2026-01-03T12:00:00Z'))).toBe(0);
    await expandPendingEvents(ctx.deps);
    while ((await sendDueMails(ctx.deps, { workerId: 't' })) > 0);

    expect(ctx.sink.messages).toHaveLength(2);
    expect(ctx.sink.to(family.members[2]!.email)).toHaveLength(0);
    const mail = ctx.sink.to(family.members[1]!.email)[0]!;
    expect(mail.subject).toBe("Rosa Rivera's stories of 2025, in one book");
    expect(mail.attachments[0]!.filename).toBe('the-stories-of-rosa-rivera-2025-book.pdf');
    const text = squash((await pdfText(mail.attachments[0]!.content)).text);
    expect(text).toContain('The Stories of Rosa Rivera');
    expect(text).toContain('2 stories, in their own words');
    expect(text).toContain('Contents');

    const [book] = await ctx.db.select().from(storyBooks).where(eq(storyBooks.recipientId, family.recipient.id));
    expect(book).toMatchObject({ year: 2025, storyCount: 2 });
    const events = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'story-book'));
    expect(events).toHaveLength(1);
    expect(await ctx.db.select().from(outboxMails).where(eq(outboxMails.bookId, book!.id))).toHaveLength(2);
  });
});
