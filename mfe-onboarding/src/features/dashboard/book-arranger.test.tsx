// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookArrangement as Arrangement, StoryBookPlan } from '@fondly/contract';
import { BookArrangement } from './book-arranger';

/** Story ids are uuids, as the API's (the schema checks them). */
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const story = (id: string, title: string, voice = false) => ({ id, title, occurredAt: '2026-05-10T15:00:00Z', inBook: true, voice });

const plan: StoryBookPlan = {
  recipientId: 'r1',
  recipientName: 'Rosa Rivera',
  chapters: [
    { key: 'Childhood memories', title: 'Childhood memories', stories: [story(id(1), 'Kick the can'), story(id(2), 'The green door')], photos: 0 },
    { key: 'Career and work life', title: 'Career and work life', stories: [story(id(3), 'The five and dime', true)], photos: 0 },
    { key: 'Cooking and recipes', title: 'Cooking and recipes', stories: [story(id(4), 'Grandma Ida’s bread')], photos: 1 },
  ],
  otherPhotos: 2,
};

/** The save answers what a server would: the plan in the order and with the stories it was sent. */
function server() {
  return vi.fn(async (a: Arrangement): Promise<StoryBookPlan> => ({
    ...plan,
    chapters: a.chapters.map((key) => {
      const c = plan.chapters.find((x) => x.key === key)!;
      return { ...c, stories: c.stories.map((s) => ({ ...s, inBook: !a.leftOut.includes(s.id) })) };
    }),
  }));
}

const chapterTitles = () => within(screen.getByRole('list', { name: "Chapters of Rosa Rivera's book" })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

afterEach(cleanup);

describe('arranging the story book', () => {
  it('moves a chapter, leaves a story out, and saves exactly that', async () => {
    const save = server();
    render(<BookArrangement plan={plan} onSave={save} />);
    expect(chapterTitles()).toEqual(['Chapter 1: Childhood memories', 'Chapter 2: Career and work life', 'Chapter 3: Cooking and recipes']);
    expect((screen.getByRole('button', { name: 'Move Childhood memories up' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move Cooking and recipes up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Cooking and recipes up' }));
    expect(chapterTitles()).toEqual(['Chapter 1: Cooking and recipes', 'Chapter 2: Childhood memories', 'Chapter 3: Career and work life']);

    const green = screen.getByRole('checkbox', { name: /The green door/ }) as HTMLInputElement;
    expect(green.checked).toBe(true);
    fireEvent.click(green);
    expect(green.checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Save the book' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved. The book will be made in this order.'));
    expect(save).toHaveBeenCalledWith({ chapters: ['Cooking and recipes', 'Childhood memories', 'Career and work life'], leftOut: [id(2)] });
    expect((screen.getByRole('checkbox', { name: /The green door/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('says which stories carry her voice and where the photos go', () => {
    render(<BookArrangement plan={plan} onSave={server()} />);
    expect(screen.getByText('Printed with a code to hear the recording')).toBeTruthy();
    expect(screen.getByText('With 1 family photo')).toBeTruthy();
    expect(screen.getByText('2 family photos with no chapter go on the photo pages at the end.')).toBeTruthy();
  });

  it('will not save a book with every story taken out', () => {
    const save = server();
    render(<BookArrangement plan={plan} onSave={save} />);
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save the book' }));
    expect(screen.getByRole('alert').textContent).toBe('Please keep at least one story in the book.');
    expect(save).not.toHaveBeenCalled();
  });
});
