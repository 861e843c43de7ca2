import { describe, expect, it } from 'vitest';
import { emptyProfile } from '@fondly/contract/profile';
import { extractProfileUpdate } from '../../calls/pipeline/memory/extract.js';
import { mergeProfile } from '../../calls/pipeline/memory/profile.js';
import { CHECK_IN, CHEERFUL, corpusPlan, CORPUS_NOW, play, SORRY } from './dialogue-corpus.js';

// Issue 28: say less, never the wrong thing; ordinary phone talk heard; memory of who is gone.
// Each test plays a short call of our own (not the held-out sets) and asserts what she would notice.
const call = (turns: string[], mode: 'loneliness' | 'stories' = 'loneliness', plan = corpusPlan({ mode, topics: ['gardening'] })) =>
  play({ title: '', mode, topics: ['gardening'], turns: turns.map((say) => ({ say })) }, plan);
const HOW_IS = /\bhow (is|are) (your husband|he|him|Harold|Frank)\b|\bhow'?s (your husband|he|Harold|Frank)\b|\bwhen did you last see (him|your husband|Frank)\b/i;

describe('after she says her husband died, the companion never asks after him', () => {
  const first = ['Hello dear.', 'My husband Frank died in the spring. We were married forty years.', 'He was a railwayman. Worked on the trains all his life.', 'I miss him at teatime most.', 'My husband Frank loved his garden.', 'Bye now, dear.'];
  it('in this call: sympathy, no cheer, no "how is he", and it stays with him rather than changing the subject', () => {
    const { turns } = call(first);
    expect(turns[1]!.reply).toMatch(SORRY);
    expect(turns[1]!.reply).not.toMatch(CHEERFUL);
    for (const t of turns) expect(t.reply, t.reply).not.toMatch(HOW_IS);
    // The next thing she says about him is met about him, not with a new topic or a check-in.
    expect(turns[2]!.reply).toMatch(/\b(him|he|Frank)\b/);
    expect(turns[2]!.reply).not.toMatch(/sleep|eat|gardening/i);
  });
  it('in the next call: remembered as her late husband, never a friend, and never asked after', () => {
    const one = call(first);
    const profile = mergeProfile(emptyProfile(), extractProfileUpdate(one.transcript, CORPUS_NOW), []);
    const frank = profile.people.find((p) => p.name === 'Frank');
    expect(frank?.relationship).toBe('husband');
    expect(frank?.note).toMatch(/passed/);
    const two = call(['Hello?', "I'm all right, thank you.", 'Frank always did the roses, you know.', 'My husband would have laughed at that.', 'Goodbye then.'], 'loneliness', corpusPlan({ mode: 'loneliness', topics: ['gardening'] }, { summaries: [], askedQuestions: one.session.askedQuestions, profile }, 1));
    for (const t of two.turns) expect(t.reply, t.reply).not.toMatch(HOW_IS);
  });
  it('a name she was married to, said without "husband", is remembered as her spouse, not someone she mentioned', () => {
    const { transcript } = call(['My Harold died in March. We had been married fifty-two years.', 'Goodbye.']);
    const person = extractProfileUpdate(transcript, CORPUS_NOW).people.find((p) => p.name === 'Harold');
    expect(person?.relationship).not.toBe('someone she mentioned');
    expect(person?.note).toMatch(/passed/);
  });
});

describe('wrong feelings are never said', () => {
  it('a pet put down gets sympathy and a question about the pet, never a "what do you love most about it"', () => {
    const { turns } = call(['Hello.', 'We had to have our old cat Tibby put to sleep on Friday.', 'Tabby. Sat on my lap every night.']);
    expect(turns[1]!.reply).toMatch(SORRY);
    expect(turns[1]!.reply).not.toMatch(CHEERFUL);
    expect(turns[1]!.reply).not.toMatch(/love most|how long have you had/i);
    expect(turns[2]!.reply).not.toMatch(/sleep|eat|gardening/i);
  });
  for (const low of ["Not really, if I'm honest.", 'Could be better, to be truthful.', "I've been better, to be honest."]) {
    it(`"${low}" is met gently, never with gladness`, () => {
      const { turns } = call([low]);
      expect(turns[0]!.reply).not.toMatch(CHEERFUL);
      expect(turns[0]!.reply).not.toMatch(/\bglad\b/i);
    });
  }
  it('no sentence is said twice in a long low call', () => {
    const { turns } = call(['Hello.', 'Not great, honestly.', 'Nobody comes round any more.', 'The days are long.', "I'm fed up of the same four walls.", 'It is what it is.', 'I sit by the window mostly.', 'The nights are the worst.']);
    const sentences = turns.flatMap((t) => t.reply.split(/(?<=[.!?])\s+/));
    expect(sentences.length).toBe(new Set(sentences).size);
  });
});

describe('ordinary phone talk, in its forms', () => {
  for (const bye of ["Well, I'll say goodbye now, dear.", "I'm tired now. I'll go.", "Right, I'll go now, love."]) {
    it(`"${bye}" ends the call`, () => {
      const { turns } = call(['Hello.', bye]);
      expect(turns[1]!.ended).toBe(true);
    });
  }
  it('"who am I talking to?" gets the introduction, and "are you a real person?" the plain truth', () => {
    const { turns } = call(['Hello, who am I talking to?', 'Are you a real person?']);
    expect(turns[0]!.reply).toMatch(/Fondly, an AI companion/);
    expect(turns[1]!.reply).toMatch(/not a real person/);
    expect(turns[1]!.reply).toMatch(/AI companion/);
  });
  it('"is it Tuesday?" is answered truthfully in her zone', () => {
    const { turns } = call(['Hello.', 'Is it Tuesday?']);
    // CORPUS_NOW is Tuesday morning in New York.
    expect(turns[1]!.reply).toMatch(/Today is Tuesday, November 24/);
  });
  it('"where were we?" after a hold reminds her what she was telling', () => {
    const { turns } = call(['Hello.', 'My granddaughter Lucy is coming on Saturday.', "Hold on, the kettle's boiling.", "Right, I'm back. Where were we?"]);
    expect(turns[2]!.reply).not.toMatch(/\?/);
    expect(turns[3]!.reply).toMatch(/You were telling me about your granddaughter Lucy/);
  });
  it('"I don\'t want to talk about that" is respected: no question about it', () => {
    const { turns } = call(['Hello.', 'My wife Joan died six years ago.', "No, I don't want to talk about that."]);
    expect(turns[2]!.reply).toMatch(/don't have to|leave that/i);
    expect(turns[2]!.reply).not.toMatch(/\b(Joan|her|wife)\b/);
  });
});

describe('memory: only real people and places', () => {
  it('"the Mexican place" is not a place, and a contraction is not a person', () => {
    const { transcript } = call(['Jean and I went to the Mexican place on Friday.', 'Im tired but Ive had a nice week.', 'Goodbye.']);
    const update = extractProfileUpdate(transcript, CORPUS_NOW);
    expect(update.places.map((p) => p.name)).not.toContain('Mexican');
    expect(update.people.map((p) => p.name)).not.toContain('Im');
    expect(update.people.map((p) => p.name)).not.toContain('Ive');
  });
});

describe('the call ends on her goodbye or her yes, never on a remark that only invites the end', () => {
  it('"Thank you for calling" at the start is a thank-you: the call goes on', () => {
    const { turns } = call(['Oh hello. Thank you for calling, dear.', 'I slept quite well.']);
    expect(turns[0]!.ended).toBe(false);
    expect(turns[0]!.reply).toMatch(/welcome/i);
    expect(turns[1]!.ended).toBe(false);
  });
  it('"That was a lovely chat" later is answered and the end offered; her yes ends the call with a goodbye', () => {
    const { turns } = call(['Hello.', 'I slept well, thank you.', 'I had soup for lunch.', 'My roses are coming on nicely.', 'Well, that was a lovely chat.', 'Yes, I think so.']);
    expect(turns[4]!.ended).toBe(false);
    expect(turns[4]!.reply).toMatch(/leave it there for today/);
    expect(turns[5]!.ended).toBe(true);
    expect(turns[5]!.reply).toMatch(/Goodbye!$/);
  });
  it('after the offer, something more to tell goes on, and a plain no goes on too', () => {
    const more = call(['Hello.', 'I slept well, thank you.', 'I had soup for lunch.', 'It was lovely talking to you.', 'Oh, I meant to tell you, my grandson came on Sunday.']);
    expect(more.turns[4]!.ended).toBe(false);
    expect(more.turns[4]!.reply).not.toMatch(/Goodbye/);
    const no = call(['Hello.', 'I slept well, thank you.', 'I had soup for lunch.', 'It was lovely talking to you.', 'No, no.']);
    expect(no.turns[4]!.ended).toBe(false);
  });
  it('a goodbye still ends the call at once', () => {
    const { turns } = call(['Hello.', 'I slept well, thank you.', 'Lovely talking to you. Bye now, dear.']);
    expect(turns[2]!.ended).toBe(true);
  });
});

describe('a request to ring someone is answered honestly and passed on', () => {
  for (const ask of ['Could you tell my daughter to ring me?', 'Tell my son I need my glasses.', 'Will you ask Sarah to come on Sunday?', 'Please let my daughter know the boiler is fixed.']) {
    it(`"${ask}": no promise to ring, and the family's note will carry it`, () => {
      const { turns } = call(['Hello.', ask]);
      expect(turns[1]!.reply).toMatch(/can't (ring|make calls)/);
      expect(turns[1]!.reply).toMatch(/Sarah/);
      expect(turns[1]!.ended).toBe(false);
    });
  }
});

describe('the next call opens with what weighed on her in the last one', () => {
  const nextCall = (first: string[]) => {
    const one = call(first);
    const profile = mergeProfile(emptyProfile(), extractProfileUpdate(one.transcript, CORPUS_NOW), []);
    return call(['Hello?', "I'm all right.", 'Not much, really.'], 'loneliness', corpusPlan({ mode: 'loneliness', topics: ['gardening'] }, { summaries: [], askedQuestions: one.session.askedQuestions, profile }, 1));
  };
  it("her family's news and something she is making: asked after by name (the blind round L: 7 of 10 second calls opened with a stock question)", () => {
    const school = nextCall(['Hello.', "My grandson's started at a new school, he says the teachers are nice.", 'Goodbye, dear.']);
    expect(school.turns.slice(0, 2).map((t) => t.reply).join(' ')).toMatch(/your grandson's news\. How is he getting on\?/);
    const jumper = nextCall(['Hello.', "I'm knitting a jumper for the new baby.", 'Goodbye, dear.']);
    expect(jumper.turns.slice(0, 2).map((t) => t.reply).join(' ')).toMatch(/you were knitting a jumper\. How is it coming along\?/);
  });
  it('low spirits: asked how she has been feeling since', () => {
    const two = nextCall(['Hello.', "I've been feeling very lonely since the winter.", 'Goodbye, dear.']);
    expect(two.turns.slice(0, 2).map((t) => t.reply).join(' ')).toMatch(/you said things had been hard\. How have you been feeling since\?/);
  });
  it('a worry: asked about that worry, in her words made "your"', () => {
    const two = nextCall(['Hello.', "I'm worried about my grandson, he lost his job.", 'Goodbye, dear.']);
    expect(two.turns.slice(0, 2).map((t) => t.reply).join(' ')).toMatch(/you were worried about your grandson\. How is that now\?/);
  });
  it('a loss: asked how she has been keeping, never how he is', () => {
    const two = nextCall(['Hello.', 'My husband Frank died in the spring.', 'Goodbye, dear.']);
    const said = two.turns.map((t) => t.reply).join(' ');
    expect(said).toMatch(/you told me about your husband Frank\. How have you been keeping since\?/);
    expect(said).not.toMatch(HOW_IS);
  });
  it('a tired afternoon or a memory of hard times is no thread', () => {
    const profile = (lines: string[]) => mergeProfile(emptyProfile(), extractProfileUpdate(call(lines).transcript, CORPUS_NOW), []);
    expect(profile(['Hello.', "I'm a bit tired today."]).openThreads).toEqual([]);
    expect(profile(['Hello.', 'When I was a girl we were so lonely on the farm.']).openThreads).toEqual([]);
  });
});

describe('news and plans are met as news and plans, not with the next check-in', () => {
  const replyTo = (line: string) => call(['Hello?', line]).turns[1]!.reply;
  it('relief after a worry: relief, never sorrow', () => {
    const reply = replyTo('The doctor rang and the scan was all clear. I was so relieved.');
    expect(reply).toMatch(/relief/i);
    expect(reply).not.toMatch(SORRY);
  });
  it('something achieved: proud of the person, asked how they celebrated', () => {
    const reply = replyTo('My grandson passed his driving test yesterday!');
    expect(reply).toMatch(/proud of your grandson/);
    expect(reply).not.toMatch(/sleep|eat|worrying/i);
  });
  it('an appointment ahead: wished well and asked who goes with her; an outing ahead: something to look forward to', () => {
    expect(replyTo("I've got my hospital appointment on Friday.")).toMatch(/I hope it goes well\. Will someone be going with you\?/);
    expect(replyTo("We're off to the seaside next Tuesday, my daughter's taking me.")).toMatch(/look forward/);
  });
  it('a visit ahead: how lovely, and what they will do together', () => {
    expect(replyTo("My sister's coming to stay for a week at the end of the month.")).toMatch(/How lovely that your sister is coming/);
  });
});

describe('life stories met as stories (issue 28: misfires by kind in our own told-as-stories calls)', () => {
  it('"I miss him, but my sister rings on Sundays": the loss is his, never the sister\'s, now or in memory', () => {
    const { turns, transcript } = call(['Hello dear.', 'My husband Frank had a bad heart for years.', 'I miss him every day, but I have my garden and my sister rings on Sundays.', 'Bye now, dear.']);
    expect(turns[2]!.reply).not.toMatch(/sister/i);
    expect(turns[2]!.reply).toMatch(SORRY);
    const people = extractProfileUpdate(transcript, CORPUS_NOW).people;
    expect(people.find((p) => p.relationship === 'sister')?.note ?? '').not.toMatch(/passed/);
    expect(people.find((p) => p.name === 'Frank')?.note).toMatch(/passed/);
  });
  it('an ache that healed long ago, or a habit of her dancing days, is not asked after as if it hurt today', () => {
    const { turns, transcript } = call(['Hello.', 'I broke my wrist on the ice last winter, but it healed up fine.', 'We used to dance every Saturday and I would come home with my feet killing me.', 'Bye now.']);
    for (const t of turns) expect(t.reply, t.reply).not.toMatch(/sorry your (wrist|feet)|your feet is/i);
    expect(extractProfileUpdate(transcript, CORPUS_NOW).openThreads.map((x) => x.question).join(' ')).not.toMatch(/wrist|feet/i);
  });
  it('Father Miguel is the priest, not her father; someone\'s fall she says they got over is met with relief, not "lovely"', () => {
    const { turns } = call(['Hello.', 'At church on Sunday, Father Miguel fainted during Mass, it was so hot.', 'The home rang to say my sister had a fall, but she is alright, just a bruise.', 'Bye now.']);
    expect(turns[1]!.reply).not.toMatch(/your father/i);
    expect(turns[2]!.reply).toMatch(/glad she's all right/i);
    expect(turns[2]!.reply).not.toMatch(/lovely|wonderful/i);
  });
  it('someone dear with dementia in a home: said as hard, never "what do you enjoy most about it"', () => {
    const { turns } = call(['Hello.', 'My wife is in a care home now, dementia. She does not always know me.', 'Bye now.']);
    expect(turns[1]!.reply).toMatch(/hard/i);
    expect(turns[1]!.reply).not.toMatch(/enjoy|lovely/i);
  });
  it('"Adios" and "cheerio" are goodbyes', () => {
    for (const bye of ['Adios, thank you for calling.', 'Cheerio then.']) {
      const { turns } = call(['Hello.', bye]);
      expect(turns[1]!.reply, bye).toMatch(/goodbye/i);
    }
  });
});

describe('stories of long ago are stories (the blind round of 2026-11-27)', () => {
  it('someone else\'s fall, laughed about, is theirs and funny: never "I\'m sorry you had a fall"', () => {
    const { turns } = call(['Hello.', 'My husband fell on the dance floor once and we laughed till we cried.']);
    expect(turns[1]!.reply).toMatch(/husband/i);
    expect(turns[1]!.reply).toMatch(/laugh/i);
    expect(turns[1]!.reply).not.toMatch(/sorry you had a fall|are you hurt/i);
  });
  it('a childhood story is invited on, not followed by a check-in question', () => {
    const { turns } = call(['Hello.', 'When I was a girl we were so poor we had bread and dripping for tea most nights and were glad of it.']);
    expect(turns[1]!.reply).not.toMatch(/sleeping|eating|worrying|hurt/i);
    expect(turns[1]!.reply).toMatch(/\?$/);
  });
  it('a broken arm of her childhood is never asked after in the next call', () => {
    const { transcript } = call(['Hello.', 'I broke my arm falling out of the apple tree once, my mother was furious.', 'Goodbye.']);
    const profile = extractProfileUpdate(transcript, CORPUS_NOW);
    expect(profile.openThreads.map((t) => t.question).join(' ')).not.toMatch(/arm/i);
    expect(profile.health.join(' ')).not.toMatch(/arm/i);
  });
  it('a brother who drowned is mourned, never asked about as if he were here', () => {
    const { turns } = call(['Hello.', 'My brother Walter drowned in the creek when he was nine.']);
    expect(turns[1]!.reply).toMatch(SORRY);
    expect(turns[1]!.reply).not.toMatch(/how is (walter|your brother)|what can you tell me/i);
  });
});

describe('pardons and hold-ons by kind, whatever the words (the blind round: pardons 8/14, holds 8/12)', () => {
  const question = (reply: string) => reply.split(/(?<=[.!?])\s+/).filter((s) => s.endsWith('?')).at(-1)!;
  for (const pardon of ["What's that, dear?", "Sorry, what? The telly's on.", 'Run that by me again?', 'Sorry, you went all crackly there.', "You'll have to speak up, I'm a bit mutt and jeff.", 'Can you say that a bit slower?']) {
    it(`"${pardon}" hears the last question again`, () => {
      const { turns } = call(['Hello.', pardon]);
      expect(turns[1]!.reply).toContain(question(turns[0]!.reply));
    });
  }
  for (const hold of ['Wait, I need to let the dog out.', 'One sec, my other phone is going.', 'Half a mo, I need to turn the oven off.']) {
    it(`"${hold}" is waited for, with no question`, () => {
      const { turns } = call(['Hello.', hold]);
      expect(turns[1]!.reply).not.toMatch(/\?/);
    });
  }
  for (const talk of ['What? No, I never said that.', 'Wait till you hear what happened at bingo.']) {
    it(`"${talk}" is talk, not a pardon or a hold`, () => {
      const { turns } = call(['Hello.', talk]);
      expect(turns[1]!.reply).not.toMatch(/^(of course|no rush|that's fine|go ahead)/i);
      expect(turns[1]!.reply).not.toContain(question(turns[0]!.reply));
    });
  }
});

describe('the next call follows up what mattered (the blind round: 4 of 12)', () => {
  it('someone of hers in hospital is asked after by name next time; a group or a story of long ago is not', () => {
    const { transcript } = call(['Hello.', "My sister Joan's in the hospital with her chest, I'm worried sick about her.", 'My mother was in the hospital for months when I was a girl.', 'Goodbye.']);
    const questions = extractProfileUpdate(transcript, CORPUS_NOW).openThreads.map((t) => t.question);
    expect(questions).toContain('Last time we spoke, your sister Joan was in hospital. How is she doing now?');
    expect(questions.join(' ')).not.toMatch(/mother/i);
  });
  it('an appointment is named whole, never cut mid-word', () => {
    const { turns } = call(['Hello.', "I've got the eye doctor on Thursday about my cataract, I'm a bit nervous."]);
    expect(turns[1]!.reply).toContain('eye doctor on Thursday');
    expect(turns[1]!.reply).not.toMatch(/\bca\b|about my/);
  });
});

describe('her questions, others\' health and idioms, by kind (the blind round of 2026-11-27d)', () => {
  it('a question about the companion is answered honestly and, where it reads well, asked back', () => {
    const lonely = call(['Hello.', 'Do you ever get lonely?']).turns[1]!.reply;
    expect(lonely).toMatch(/AI companion/);
    expect(lonely).toMatch(/Do you ever get lonely\?$/);
    const food = call(['Hello.', 'What did you have for breakfast, dear?']).turns[1]!.reply;
    expect(food).toMatch(/don't eat/);
    expect(food).toMatch(/What did you have for breakfast\?$/);
    expect(call(['Hello.', 'Where are you calling from?']).turns[1]!.reply).toMatch(/asked me to give you a ring/);
  });
  it('something she told that no template knows is asked about, not followed by a check-in; something just done is asked how it went (the blind round L: 23 stock questions)', () => {
    const fence = call(['Hello.', "The man next door has put up a new fence and it's ever so tall."]).turns[1]!.reply;
    expect(fence).toMatch(/How do you feel about that\?|Tell me more about that\.|How has that been for you\?/);
    expect(fence).not.toMatch(CHECK_IN);
    const jigsaw = call(['Hello.', 'I finished that big jigsaw of the Lake District at last.']).turns[1]!.reply;
    expect(jigsaw).toMatch(/How did it go\?|How did you get on\?|What was the best part\?/);
    expect(jigsaw).not.toMatch(/remember most/);
  });
  it('"You don\'t want to hear about my ailments" is modesty to be answered, never a wish to keep something from the family; "since Jim went" is a loss', () => {
    const modest = call(['Hello.', "Oh, you don't want to hear about my ailments."]).turns[1]!.reply;
    expect(modest).toMatch(/^Oh, but I do, \w+\. What's been troubling you\?$/);
    expect(modest).not.toMatch(/between us|note to/);
    const jim = call(['Hello.', 'The house is very quiet since Jim went.']).turns[1]!.reply;
    expect(jim).toMatch(SORRY);
    expect(jim).not.toMatch(/How was that\?/);
  });
  it('"Does anybody else listen in?" is answered about the calls; "I\'d rather not go into my health" is declined kindly and never asked about (the blind round M)', () => {
    expect(call(['Hello.', 'Does anybody else listen in?']).turns[1]!.reply).toMatch(/gets a short note after each call/);
    expect(call(['Hello.', 'And who reads all this then?']).turns[1]!.reply).toMatch(/gets a short note after each call/);
    const declined = call(['Hello.', "I'd rather not go into my health, if it's all the same to you."]).turns[1]!.reply;
    expect(declined).toMatch(/^(Of course, we don't have to talk about that\.|That's quite all right\. We can leave that there\.)/);
    expect(declined).not.toMatch(/health|tell me more|how do you feel about that/i);
  });
  it('"Are you a man or a woman?", "Do you think animals know things?", "Do you sing?": the truth, her own view asked, never her question echoed (the blind round L)', () => {
    expect(call(['Hello.', 'Are you a man or a woman, then?']).turns[1]!.reply).toMatch(/^Neither, really: I'm an AI companion/);
    const view = call(['Hello.', 'Do you think animals know things?']).turns[1]!.reply;
    expect(view).toMatch(/What do you think\?$/);
    expect(view).not.toMatch(/animals know things/);
    const sing = call(['Hello.', 'Do you sing?']).turns[1]!.reply;
    expect(sing).toMatch(/^I can't sing, I'm afraid/);
    expect(sing).toMatch(/Did you ever sing\?$/);
  });
  it('someone of hers unwell gets sympathy for them, never for her own body, and a question about how she is managing', () => {
    const son = call(['Hello.', "My son's got a bad chest, he can't shake it off."]).turns[1]!.reply;
    expect(son).toMatch(/your son/);
    expect(son).not.toMatch(/your chest/);
    const doris = call(['Hello.', 'My neighbour Doris has been taken into hospital with her chest.']).turns[1]!.reply;
    expect(doris).toMatch(/Doris is in hospital/);
    expect(doris).toMatch(/managing|visit/);
    expect(call(['Hello.', "My daughter's waiting on the results of a biopsy."]).turns[1]!.reply).toMatch(/worrying wait/);
  });
  it('idioms of craving and laughter are met as what they mean', () => {
    const tea = call(['Hello.', "I'm dying for a cup of tea."]).turns[1]!.reply;
    expect(tea).toMatch(/cup of tea sounds/);
    expect(tea).not.toMatch(/well done|wonderful|sorry/i);
    expect(call(['Hello.', 'I nearly killed myself laughing at that programme.']).turns[1]!.reply).toMatch(/laugh/);
    expect(call(['Hello.', "I don't see the point of much these days."]).turns[1]!.reply).toMatch(/sorry|hard/i);
  });
});

describe('loneliness in everyday words, and "so long" that is not a goodbye', () => {
  it('"the days are ever so long now" is low spirits, never the end of the call', () => {
    const { turns } = call(['Hello.', 'The days are ever so long now.', 'Yes.']);
    expect(turns[1]!.reply).not.toMatch(/goodbye/i);
    expect(turns[1]!.reply).toMatch(/sorry|hard|lonely/i);
  });
  for (const lonely of ['Nobody rings me anymore, not since Christmas.', "I haven't seen a soul all week.", "I'm rattling around this big old house on my own."]) {
    it(`"${lonely}" is met with a kind word and room to say more, not the next check-in`, () => {
      const reply = call(['Hello.', lonely]).turns[1]!.reply;
      expect(reply).toMatch(/sorry|hard|lonely/i);
      expect(reply).not.toMatch(/sleeping|eating|breakfast|lunch/i);
    });
  }
  it('"So long now, dear." is still a goodbye', () => {
    expect(call(['Hello.', 'So long now, dear.']).turns[1]!.reply).toMatch(/goodbye/i);
  });
});

describe('her side of it is heard before the person or the next question', () => {
  it('someone not in touch any more: the absence is met, never "how is he doing these days?"', () => {
    const { turns } = call(['Hello.', "I haven't heard from my son in months, he's busy with his work out in Phoenix.", 'My neighbor Ruth used to come by but she moved into assisted living in the spring.']);
    expect(turns[1]!.reply).not.toMatch(/how is (your son|he) doing/i);
    expect(turns[1]!.reply).toMatch(/\bmiss (him|your son)\b|long time|gap|hard/i);
    expect(turns[2]!.reply).not.toMatch(/what was (your neighbor )?ruth like/i);
    expect(turns[2]!.reply).toMatch(/\b(Ruth|her|miss|gap|drops in)\b/i);
  });
  it('her appetite gone is met as her worry, not ticked off as the meals question', () => {
    const { turns } = call(['Hello.', "I had a little toast. I don't have much appetite these days."]);
    expect(turns[1]!.reply).toMatch(/appetite/i);
    expect(turns[1]!.reply).not.toMatch(CHEERFUL);
  });
  it("the family's wish she is not ready for: her feeling first, never a question about the one who wishes it", () => {
    const { turns } = call(['Hello.', "My daughter wants me to get another dog but I'm not ready."]);
    expect(turns[1]!.reply).not.toMatch(/how is your daughter/i);
    expect(turns[1]!.reply).toMatch(/understandable|no rush|your own mind/i);
  });
});

describe('ordinary talk met in proportion (the companion round of 2026-11-27, by kind)', () => {
  it('a small hurt said lightly gets a light "ouch", never "that sounds lovely" nor "how did you get through it?"', () => {
    const reply = call(['Hello.', "I burnt my hand on the oven door yesterday, nothing much, it's fine now."]).turns[1]!.reply;
    expect(reply).toMatch(/ouch|sore/i);
    expect(reply).not.toMatch(CHEERFUL);
    expect(reply).not.toMatch(/get through it|what happened next/i);
  });
  it('her question about the news is answered honestly, not with a stock line about the companion', () => {
    const reply = call(['Hello.', 'Did you hear about the floods on the radio?']).turns[1]!.reply;
    expect(reply).toMatch(/news/i);
    expect(reply).not.toMatch(/life like yours/i);
  });
  it('"what do you do all day?" gets an answer and her own day asked back', () => {
    const reply = call(['Hello.', 'And what do you do with yourself all day?']).turns[1]!.reply;
    expect(reply).toMatch(/calls like this/i);
    expect(reply).toMatch(/\?$/);
  });
  it('her second question about the companion is answered in other words, never with nothing but the old question', () => {
    const { turns } = call(['Hello.', "My hip's been sore today.", 'Have you got a garden?', 'Do you like the sea?', 'Are you ever tired?']);
    for (const t of turns.slice(2)) expect(t.reply, t.reply).toMatch(/\b(AI|computer|I don't|I'm)\b/);
  });
  it('news of someone she named before is met as their news, by name', () => {
    const { turns } = call(['Hello.', 'My grandson Ben rang on Sunday.', 'Ben got a new job in Chicago.']);
    expect(turns[2]!.reply).toMatch(/\bBen\b|change|feel/i);
    expect(turns[2]!.reply).not.toMatch(/sleep|eat/i);
  });
  it('after a loss, something of her own days now is met as itself, not as more grief', () => {
    const { turns } = call(['Hello.', 'My sister Mary died last spring.', 'I play cards at the community centre on Tuesdays.']);
    expect(turns[2]!.reply).not.toMatch(/miss (her|them)|dear to you|remember about (her|them)/i);
  });
  it("the birthday of someone who died is met as a tender day, never as a party", () => {
    const { turns } = call(['Hello.', 'My husband Bill died two years ago.', "It's Bill's birthday on Friday."]);
    expect(turns[2]!.reply).not.toMatch(CHEERFUL);
    expect(turns[2]!.reply).not.toMatch(/cake|celebrate/i);
    expect(turns[2]!.reply).toMatch(/tender|remember|bring it all back|with you/i);
  });
});

describe('whose it is, and where the call is (the companion round of 2026-11-27, by kind)', () => {
  it('her pet said as "the cat" gets a question about the animal, not the next topic', () => {
    const reply = call(['Hello.', 'The cat wants feeding, then I might sit in the garden.']).turns[1]!.reply;
    expect(reply).toMatch(/\bcat\b|\b(her|him|them)\b/i);
    expect(reply).not.toMatch(/love most about it/i);
  });
  it("a pet's or a named person's bad leg is not her own", () => {
    const reply = call(['Hello.', "Molly's got a bad hip, the vet gave her tablets."]).turns[1]!.reply;
    expect(reply).not.toMatch(/your hip/i);
  });
  it('someone of hers in a care home is met as hard, never "how is she doing these days?"', () => {
    const reply = call(['Hello.', "My husband used to do the garden, but he's in a nursing home now."]).turns[1]!.reply;
    expect(reply).not.toMatch(/how is (your husband|he) doing/i);
    expect(reply).toMatch(/hard|sorry|managing|see him|visit/i);
  });
  it('back from the door, she is welcomed back', () => {
    const { turns } = call(['Hello.', "Hold on, the kettle's boiling.", "Right, I'm back, sorry."]);
    expect(turns[2]!.reply).toMatch(/welcome back|there you are/i);
  });
  it('"I\'ve had enough for today" offers to end the call, never a new question', () => {
    const { turns } = call(['Hello.', "I'm fine, thank you.", 'I had soup for lunch.', "I've had enough for today, thank you love."]);
    expect(turns[3]!.reply).toMatch(/leave it there|goodbye/i);
  });
  it("the family's wish that she move is met as a big thing, her view asked, not the wisher's health", () => {
    const reply = call(['Hello.', 'My son keeps telling me I should sell the house.']).turns[1]!.reply;
    expect(reply).not.toMatch(/how is your son/i);
    expect(reply).toMatch(/feel|change|think about|yourself/i);
  });
});

describe('a short answer that carries her topic on stays with it', () => {
  it('"She\'s due in May." after news of a baby is not followed by a check-in', () => {
    const { turns } = call(['Hello.', "My granddaughter's expecting, a little boy.", "She's due in May."]);
    expect(turns[2]!.reply).not.toMatch(CHECK_IN);
    expect(turns[2]!.reply).toMatch(/\?$/);
  });
});

describe('her questions about the calls are answered plainly', () => {
  it('who pays, whether it is recorded, whether it is a scam, and whether it will remember', () => {
    const { turns } = call(['Hello.', 'Who is paying for these calls, then?', 'Are these chats recorded?', 'How do I know this isn’t a scam?', "And you'll remember what I tell you?"]);
    expect(turns[1]!.reply).toMatch(/nothing for you to pay/i);
    expect(turns[2]!.reply).toMatch(/recorded/i);
    expect(turns[3]!.reply).toMatch(/never ask you for money/i);
    expect(turns[4]!.reply).toMatch(/notes|next time/i);
  });
  it('how it got her number, and who hears what she says', () => {
    const { turns } = call(['Hello.', 'How did you get my number, anyway?', 'And who gets to see what I tell you?']);
    expect(turns[1]!.reply).toMatch(/gave me your number/i);
    expect(turns[2]!.reply).toMatch(/note after each call/i);
  });
  it('a pet she named is called by its name, never asked it', () => {
    const reply = call(['Hello.', 'My dog Rex is snoring by the fire.']).turns[1]!.reply;
    expect(reply).not.toMatch(/name\?/i);
    expect(reply).toMatch(/Rex/);
  });
});

// The companion round of our own (2026-11-27, two calls a person, written before the changes): kinds a befriender would not get wrong.
describe('whose it is, and when she is going', () => {
  it('"I\'d better get on" and "I\'m getting tired now" offer to end the call, never a question about it', () => {
    for (const going of ["Yes. Well, I'd better get on, love.", "Okay, I'm getting tired now."]) {
      const { turns } = call(['Hello dear.', "I'm fine, thank you.", 'I went to the market this morning.', going]);
      expect(turns[3]!.reply, going).toMatch(/Shall we leave it there for today/);
      expect(turns[3]!.reply, going).not.toMatch(/It's been lovely for me too/);
    }
  });
  it('"I\'ve got to go, the nurse is here" is a goodbye, never "are you hurt?"', () => {
    const { turns } = call(['Hello dear.', "I'm fine, thank you.", "Alright, I've got to go, the nurse is here."]);
    expect(turns[2]!.ended).toBe(true);
    expect(turns[2]!.reply).not.toMatch(/hurt|help|recently/i);
  });
  it('where her grandson studies or her brother lives is theirs: never "what do you like about it?"', () => {
    const { turns } = call(['Hello dear.', "I'm fine, thank you.", 'My grandson Tom is coming Saturday.', "He's at university in Leeds, studying engineering.", 'My brother Eddie lives in Florida now, we talk on Sundays.']);
    expect(turns[3]!.reply).toMatch(/Leeds/);
    expect(turns[3]!.reply).not.toMatch(/What do you like about/);
    expect(turns[4]!.reply).not.toMatch(/What do you like about Florida/);
  });
  it('her own long marriage is hers ("Fifty-two years together"), and "she passed three years ago" is met as a loss', () => {
    const { turns } = call(['Hello dear.', "I'm fine, thank you.", 'My wife Betty and I were married fifty-two years.', 'She passed three years ago.'], 'stories');
    expect(turns[2]!.reply).toMatch(/Fifty-two years together/);
    expect(turns[2]!.reply).not.toMatch(/Betty got married/);
    expect(turns[3]!.reply).toMatch(SORRY);
  });
  it('"kids used to wait for me at the corner" is not her own children', () => {
    const { turns } = call(['Hello dear.', "I'm fine, thank you.", 'I was a mailman for thirty years.', 'Everybody knew me. Kids used to wait for me at the corner.']);
    expect(turns[3]!.reply).not.toMatch(/your kids|your children/i);
  });
  it('a kindness of someone of hers is said back ("How kind of Tom!")', () => {
    const { turns } = call(['Hello dear.', "I'm fine, thank you.", 'My grandson Tom came yesterday, he fixed my television.']);
    expect(turns[2]!.reply).toMatch(/How kind of Tom/);
  });
  it('"Do you like cake?" is answered and asked back in other words, never her own question echoed', () => {
    const { turns } = call(['Hello dear.', "I'm fine, thank you.", 'I baked a Victoria sponge this morning.', 'Do you like cake?']);
    expect(turns[3]!.reply).toMatch(/AI companion/);
    expect(turns[3]!.reply).not.toMatch(/Do you like cake\?/);
  });
  it('last call\'s worry about a friend, answered before it was asked ("Joan\'s better now"), is not asked again', () => {
    const one = call(['Hello dear.', "I'm fine, thank you.", "My friend Joan wasn't at church, she's got the flu.", 'Goodbye.']);
    const profile = mergeProfile(emptyProfile(), extractProfileUpdate(one.transcript, CORPUS_NOW), []);
    const plan = corpusPlan({ mode: 'loneliness', topics: ['gardening'] }, { summaries: [], askedQuestions: one.session.askedQuestions, profile }, 1);
    expect(plan.openThreads.some((t) => /Joan/.test(t.text))).toBe(true);
    const two = call(['Hello dear.', "Oh I'm alright. Joan's better now.", 'I did some baking.', 'I watched a film last night.', 'It was about the Titanic.'], 'loneliness', plan);
    for (const t of two.turns.slice(2)) expect(t.reply, t.reply).not.toMatch(/Joan was poorly|How is she doing now/);
  });
});

describe('news, leaving and bearing it, by kind (our second round of two-call probes, 2026-11-27)', () => {
  it('"my tea\'s on the stove" and "my show\'s starting" offer to end the call; "hold on, the kettle" is still a hold', () => {
    for (const going of ["Anyway love, my tea's on the stove.", "I should go, my show's starting."]) {
      const { turns } = call(['Hello dear.', "I'm fine, thank you.", 'I did some knitting this morning.', going]);
      expect(turns[3]!.reply, going).toMatch(/Shall we leave it there for today/);
    }
  });
  it('"the cold\'s gone" is good news: no "are you hurt?" and no sorrow', () => {
    const { turns } = call(['Hello dear.', "Not bad. The cold's gone."]);
    expect(turns[1]!.reply).not.toMatch(/hurt|help|sorry/i);
  });
  it('a granddaughter expecting is a baby on the way, never asked its name; a daughter coming home for Christmas is a visit', () => {
    const { turns } = call(['Hello dear.', "I'm fine, thank you.", "My granddaughter's expecting in March, her first.", "My daughter Siobhan's coming home for Christmas, she booked her flight."]);
    expect(turns[2]!.reply).toMatch(/on the way/);
    expect(turns[2]!.reply).not.toMatch(/baby's name/);
    expect(turns[3]!.reply).toMatch(/is coming/);
  });
  it('"you have to keep going" after a loss is met as brave, and the loss does not follow her to the neighbour\'s boy', () => {
    const { turns } = call(['Hello dear.', "I'm fine, thank you.", "He's been gone six years this January, my husband Pat.", 'Ah well, you have to keep going.', "The neighbour's boy shovelled my path when it snowed, wasn't that kind?", "He's a good lad, Darren. Fourteen."]);
    expect(turns[3]!.reply).toMatch(/brave|isn't always easy/);
    expect(turns[3]!.reply).not.toMatch(CHECK_IN);
    expect(turns[4]!.reply).toMatch(/^It was!/);
    expect(turns[5]!.reply).not.toMatch(/dear to you|miss (him|her)|remember about/);
  });
  it('what the doctor said it is gets a word in proportion and what was done about it', () => {
    const { turns } = call(['Hello.', 'Yep, doing alright. My back is giving me trouble.', 'Saw the doctor Tuesday, he says it is arthritis.']);
    expect(turns[2]!.reply).toMatch(/arthritis/);
    expect(turns[2]!.reply).not.toMatch(/Who else was there/);
  });
});

describe('pre-closings said the way people say them (the blind companion round J)', () => {
  it('"I mustn\'t keep you", "you must have other people to ring", "I\'d best be going" offer to end the call; "I won\'t keep you long, but…" is news', () => {
    for (const going of ["Well, I mustn't keep you, dear.", 'You must have other people to ring.', "I'd best be going, love."]) {
      const { turns } = call(['Hello dear.', "I'm fine, thank you.", 'I went to the market this morning.', going]);
      expect(turns[3]!.reply, going).toMatch(/Shall we leave it there for today/);
    }
    const { turns } = call(['Hello dear.', "I'm fine, thank you.", "I won't keep you long, but my son got married on Saturday!"]);
    expect(turns[2]!.reply).not.toMatch(/leave it there/);
  });
});

describe('the next call follows what mattered (the blind companion round J: one second call in eight did)', () => {
  it('a baby on the way and a visit on Saturday are remembered, and the next call opens on the news, not on a stiff knee', () => {
    const one = call(['Hello dear.', 'My knee is a bit stiff today.', "My granddaughter's expecting in March, her first.", 'And my grandson Tom is coming Saturday.', 'Goodbye, dear.']);
    const profile = mergeProfile(emptyProfile(), extractProfileUpdate(one.transcript, CORPUS_NOW), one.session.threadsAsked);
    const threads = profile.openThreads.map((t) => t.text);
    expect(threads).toEqual(expect.arrayContaining(["granddaughter's baby", "grandson Tom's visit"]));
    const two = call(['Hello?', "I'm all right, thank you.", 'Goodbye then.'], 'loneliness', corpusPlan({ mode: 'loneliness', topics: ['gardening'] }, { summaries: [], askedQuestions: one.session.askedQuestions, profile }, 1));
    expect(two.turns[0]!.reply).toMatch(/expecting a baby|Tom's visit|grandson's visit/);
    expect(two.turns[0]!.reply).not.toMatch(/knee/);
  });
});

describe('"pardon?" hears the whole of what she missed (the blind companion round J)', () => {
  it('the reply is said again with what it was about, not only its last question', () => {
    const { turns } = call(['Hello dear.', "I'm fine, thank you.", 'My husband had a fall in the garden yesterday.', 'Pardon, dear?']);
    const before = turns[2]!.reply;
    const again = turns[3]!.reply;
    const lastQuestion = /([^.!?]*\?)\s*$/.exec(before)![1]!.trim();
    expect(again).toMatch(new RegExp(`${lastQuestion.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    // More than the bare question: what it said before it (her husband, the fall) comes again too.
    expect(again.split(/(?<=[.!?])\s+/).length).toBeGreaterThan(2);
  });
});

describe('her questions about the companion and the calls, answered (the blind companion round N)', () => {
  it('who set the calls up, whether they have spoken, whether it likes this, where her words go, help with her stories', () => {
    const { turns } = call(['Hello.', 'Did my son tell you to ring me?', "Have we spoken before? I can't remember.", 'Do you like doing this, ringing old biddies like me?', 'Where does all this go, what I tell you?', 'Could you help me write down some of my stories for the grandchildren?', 'Bye now.']);
    expect(turns[1]!.reply).toMatch(/Sarah set up these calls/);
    expect(turns[2]!.reply).toMatch(/first time we've spoken/);
    expect(turns[3]!.reply).toMatch(/what I'm here for/);
    expect(turns[4]!.reply).toMatch(/note after each call/);
    expect(turns[5]!.reply).toMatch(/written down/);
  });
  it('"what did we talk about last time?" is answered from what she told, or honestly', () => {
    const { turns } = call(['Hello.', 'What did we talk about last time?', 'Bye now.']);
    expect(turns[1]!.reply).toMatch(/first time we've spoken|last time/i);
  });
  it('a fall in other words ("a little tumble"), all right after, is met with relief, not "what happened next?" alone', () => {
    const { turns } = call(['Hello.', "I had a little tumble in the garden a couple of weeks back but I'm right as rain.", 'Bye now.']);
    expect(turns[1]!.reply).toMatch(/glad you were all right|glad you're all right/);
  });
});

describe('her pardons, lost places and leavings in more words (the blind companion round N)', () => {
  it('"I didn\'t catch the last bit", "I was miles away, what did you ask?" are pardons: the question again, not a new one', () => {
    for (const pardon of ["I didn't catch the last bit.", 'Sorry, I was miles away, what did you ask?']) {
      const { turns } = call(['Hello.', pardon, 'Bye now.']);
      expect(turns[1]!.reply, pardon).toMatch(/How are you feeling today\?/);
    }
  });
  it('"I\'ve lost my train of thought" is helped back to her story, not taken for a hold-on', () => {
    const { turns } = call(['Hello.', 'My grandson is taking me to the seaside next week.', 'Hang on, I have lost my train of thought.', 'Bye now.']);
    expect(turns[2]!.reply).toMatch(/You were telling me about your grandson/);
  });
  it('"Anyway, I must get on with the ironing" ends the call kindly, with nothing garbled to enjoy', () => {
    const { turns } = call(['Hello.', 'Anyway, I must get on with the ironing.']);
    expect(turns[1]!.reply).toMatch(/Goodbye!$/);
    expect(turns[1]!.reply).not.toMatch(/Enjoy/);
  });
});

describe('what mattered in the first call is asked after in the next (the blind companion round N: trips, the vet, things she makes)', () => {
  it('a trip to come, the cat at the vet and a blanket being knitted become threads, and the next call asks after one', () => {
    const one = call(['Hello.', 'My grandson is taking me to Whitby next week.', 'The cat has to go to the vet on Tuesday for her teeth.', 'I have been knitting a blanket for the new baby.', 'Bye now.']);
    const update = extractProfileUpdate(one.transcript, CORPUS_NOW);
    expect(update.openThreads.map((t) => t.question)).toEqual(expect.arrayContaining(['How did your trip to Whitby go?', 'How did the visit to the vet go?', 'Last time we spoke, you were knitting a blanket. How is it coming along?']));
    const profile = mergeProfile(emptyProfile(), update, []);
    const two = call(['Hello?', "Oh, I'm all right.", 'Yes.', 'Goodbye then.'], 'loneliness', corpusPlan({ mode: 'loneliness', topics: ['gardening'] }, { summaries: [], askedQuestions: one.session.askedQuestions, profile }, 1));
    expect(two.turns.map((t) => t.reply).join(' ')).toMatch(/trip to Whitby|visit to the vet|knitting a blanket/);
  });
});

describe('a pastime or everyday thing she names is asked about as a friend would (the blind companion round N: "tell me more about that")', () => {
  it.each([
    ["I've been watching the snooker mostly.", /Who were you hoping would win\?/],
    ['I went to the library and got three new books.', /What are you reading at the moment\?/],
    ['We had a power cut on Tuesday, it was a bit of a palaver.', /what a nuisance\. Did you manage all right in the dark\?/],
  ])('"%s"', (said, expected) => {
    const { turns } = call(['Hello.', 'Fine, thanks.', said, 'Bye now.']);
    expect(turns[2]!.reply).toMatch(expected);
    expect(turns[2]!.reply).not.toMatch(/Tell me more about that/);
  });
});

describe('the body\'s words said as feelings are read as feelings (the blind companion round N: idioms read literally)', () => {
  it('"it broke my heart" is sorrow, not a heart complaint; "tired of us old folk" is hurt, not tiredness; a quilt she names is asked who it is for', () => {
    const heart = call(['Hello.', 'Fine.', 'It broke my heart when they knocked the old chapel down.', 'Bye now.']).turns[2]!.reply;
    expect(heart).toMatch(/so sad/);
    expect(heart).not.toMatch(/your heart|uncomfortable/i);
    const tired = call(['Hello.', 'Fine.', 'I think the grandchildren are tired of us old folk, they never come.', 'Bye now.']).turns[2]!.reply;
    expect(tired).not.toMatch(/feeling (so )?tired/);
    const quilt = call(['Hello.', 'Fine.', "I'm knitting a wedding ring quilt, it's a very old pattern.", 'Bye now.']).turns[2]!.reply;
    expect(quilt).toMatch(/Who is it for\?/);
    expect(quilt).not.toMatch(/wedding/i);
  });
});

describe('"not so bad", "where were we last time?", and a story of no electricity long ago (the companion\'s own round after N)', () => {
  it('"Not so bad." is met as fine; "Where were we last time?" is answered about the last call', () => {
    const { turns } = call(['Hello.', 'Not so bad.', 'Where were we last time?', 'Bye now.']);
    expect(turns[1]!.reply).not.toMatch(/sorry|hard/i);
    expect(turns[2]!.reply).toMatch(/first time we've spoken|last time/i);
  });
});

describe('what it cannot do, said honestly by kind (the blind companion round N: limits met with unrelated replies)', () => {
  it.each([
    ['Is it going to be cold this weekend, do you know?', /can't see the weather/],
    ['Could you look up what time the library opens?', /something I can't do/],
    ["What's the football score?", /don't follow the news/],
    ['Will you ring me tomorrow as well?', /I'll call you again.*Sarah/],
  ])('"%s"', (said, expected) => {
    const { turns } = call(['Hello.', 'Fine.', said, 'Bye now.']);
    expect(turns[2]!.reply).toMatch(expected);
  });
});

describe('after a loss or low spirits the companion stays with her (the blind companion round N: a checklist question after grief)', () => {
  it('an anniversary of a loss is a hard day, and the next turns never ask about sleep or meals', () => {
    const { turns } = call(['Hello.', "Not great. It's a year today since I lost my Tom.", 'We were married fifty-one years.', 'I still set two cups out some mornings.', 'Bye now.']);
    expect(turns[1]!.reply).toMatch(/hard day/);
    for (const t of turns.slice(1, 4)) expect(t.reply, t.reply).not.toMatch(/sleeping|eating|sleep well/i);
  });
  it('"I don\'t really know" after low spirits is not brushed off; "tired of everything" and "nobody needs me" are met as heavy, not as tiredness or a checklist', () => {
    const low = call(['Hello.', "I've been a bit low, to be honest.", 'The days are very long now.', "I don't really know.", 'Bye now.']);
    expect(low.turns[3]!.reply).toMatch(/something else for a bit, or shall we stay with it\?/);
    const heavy = call(['Hello.', "Oh, I'm all right. Just tired of everything.", 'Nobody needs me any more.', 'Bye now.']);
    expect(heavy.turns[1]!.reply).not.toMatch(/feeling (so )?tired/);
    expect(heavy.turns[2]!.reply).not.toMatch(/sleeping|eating/i);
  });
});

describe('wariness, rebukes, "have I told you?" and trips (the blind companion round O)', () => {
  it.each([
    ["What's it to you?", /didn't mean to pry/],
    ['Mind your own business.', /didn't mean to pry/],
    ["Don't be so daft, I'm not an invalid.", /of course you're not/],
    ["Don't lecture me, I don't want pity.", /didn't mean to lecture you/],
    ['Have I told you about my Arthur?', /Not yet, I don't think\. I'd love to hear about Arthur\./],
    ['I went to Brighton last week.', /How was Brighton\?|What did you get up to in Brighton\?/],
  ])('"%s"', (said, expected) => {
    const { turns } = call(['Hello.', 'Fine, thanks.', said, 'Bye now.']);
    expect(turns[2]!.reply).toMatch(expected);
    expect(turns[2]!.reply).not.toMatch(/How do you feel about that|What was life like there|I'm an AI companion, so I don't have a life/);
  });
});

describe('the question that was waiting, asked again after hers, is not said word for word twice (the blind companion round O: 22 sentences said twice)', () => {
  it('"What day is it today?" is answered, and the waiting question comes back as "Anyway, …"', () => {
    const { turns } = call(['Hello.', 'What day is it today, love? I lose track.', 'Bye now.']);
    expect(turns[1]!.reply).toMatch(/^Today is \w+day, \w+ \d+\. Anyway, how are you feeling today\?$/);
  });
});

describe('happy news with someone gone in it (the blind companion round P: joy flipped to condolence)', () => {
  it.each([['Our Katie got married on Saturday. Her grandad would have been so proud, God rest him.'], ['The baby was born on Tuesday, I just wish my Jim had been here to see her, he passed last year.']])('"%s" is a special day first', (said) => {
    const { turns } = call(['Hello.', 'Fine, thanks.', said, 'Bye now.']);
    expect(turns[2]!.reply).toMatch(/^What a special day\./);
    expect(turns[2]!.reply).not.toMatch(/great loss/);
  });
});
