import { describe, expect, it } from 'vitest';
import { readUcla3Answer, ucla3Total } from './ucla3.js';

describe('reading her answer to a UCLA-3 item', () => {
  it.each([
    'Hardly ever.',
    'Hardly ever, dear.',
    'Oh, never.',
    'Not really.',
    'No.',
    'No, not at all.',
    'Not often, no.',
    'Not very often.',
    'Rarely, I have my neighbours.',
    "I don't, really.",
  ])('hears "%s" as hardly ever (1)', (said) => expect(readUcla3Answer(said)).toBe(1));

  it.each([
    'Some of the time.',
    'Sometimes.',
    'Now and then, I suppose.',
    'A bit.',
    'A little, yes.',
    'Occasionally, in the evenings.',
    'From time to time.',
    'Not all the time.',
    'No, only sometimes.',
    "I don't know, sometimes I suppose.",
  ])('hears "%s" as some of the time (2)', (said) => expect(readUcla3Answer(said)).toBe(2));

  it.each([
    'Often.',
    "Often, I'm afraid.",
    'All the time.',
    'Yes, a lot.',
    'Quite often these days.',
    'Most of the time since Frank died.',
    'Always.',
  ])('hears "%s" as often (3)', (said) => expect(readUcla3Answer(said)).toBe(3));

  it.each(["I'd rather not.", "I'd rather not say, dear.", "No thank you, I don't want to answer that.", "Let's not do this today.", 'Can we skip these?'])(
    'hears "%s" as declining the questions',
    (said) => expect(readUcla3Answer(said)).toBe('declined'),
  );

  it.each(['Yes.', "I don't know.", 'What was that?', 'The weather has been lovely.', 'Often... well, no, hardly ever.', 'Hmm.'])(
    'finds "%s" unclear (one gentle re-ask follows)',
    (said) => expect(readUcla3Answer(said)).toBe('unclear'),
  );
});

describe('the UCLA-3 score', () => {
  it('adds the three answers, 3 to 9', () => {
    expect(ucla3Total([1, 1, 1])).toBe(3);
    expect(ucla3Total([3, 2, 3])).toBe(8);
    expect(ucla3Total([3, 3, 3])).toBe(9);
  });

  it('scores no partial measure', () => {
    expect(ucla3Total([2, null, 3])).toBeNull();
    expect(ucla3Total([2, 3])).toBeNull();
  });
});
