import { describe, expect, it } from 'vitest';
import { assess, isOptOut } from '../detect.js';
import { readSet } from '../model.js';

/**
 * The families of phrasing (decision 137, docs/safety-net.md "How trouble is said"): one line
 * per family, said the way the development sets do not say it, and the look-alike kept beside it.
 * The floors on the development sets guard against a rule change that undoes a family; the
 * honest figure is always the next set written blind to them.
 */
const URGENT: Array<[string, string]> = [
  ['I’ve begun swallowing them now, had nearly a dozen so far', 'self-harm'],
  ['Had a couple of gins on top of my sleeping tablets and I’m ever so woozy', 'medication'],
  ['Been on the toilet with diarrhoea since last night, I’m too weak to get up', 'emergency'],
  ['My blood sugar’s through the floor, I’m trembling and can’t think', 'emergency'],
  ['Three lads are going through my drawers upstairs', 'intruder'],
  ['I’m stood at the hole in the wall and the bank man’s still on the phone telling me what to press', 'scam'],
  ['I’m on the carpet, been here a while, getting ever so stiff and chilly, but don’t fuss', 'fall'],
  ['My chest feels like a brick’s pressing on it and I’m sweating', 'chest-pain'],
  ['I’ve put the belt over the banister, I’m that tired of it all', 'self-harm'],
  ['I’ve not eaten since the weekend and I’m too weak to stand at the sink', 'food'],
  ['I’ll not be troubling anybody for much longer, dear', 'self-harm'],
  ['I’ve been putting my sleeping tablets by for a while now', 'self-harm'],
  ['The young man on the phone needs the three numbers on the back of my card', 'scam'],
  ['The detective said the courier will collect the cash from my house tonight', 'scam'],
  ['I think I’ve taken about seven of my co-codamol today', 'medication'],
  ['My blue inhaler’s not touching it this time', 'breathing'],
  ['The boiler packed up days ago and I can’t feel my toes', 'cold'],
  ['I went out to look for my mum and now I don’t know where I live', 'confusion'],
  ['The alarm keeps beeping and there’s a haze on the landing', 'fire'],
  ['I’ve been sick and there’s blood in it', 'bleeding'],
  ['The carer left me sitting in a wet pad all afternoon', 'abuse'],
  ['I’ve decided, I’m going to end it all on Sunday', 'self-harm'],
  ['I keep looking at my sleeping tablets, it would be so quick', 'self-harm'],
  ['I shan’t be a nuisance to anyone after Friday', 'self-harm'],
  ['All of a sudden I can’t make sense of anything, not even the clock', 'confusion'],
  ['I keep passing out, that’s the third time this morning', 'fainting'],
  ['My mouth has gone a bit crooked, my daughter noticed it', 'stroke'],
  ['My right leg won’t take my weight and it’s trailing behind me', 'stroke'],
  ['I wanted the remote and I said the teapot instead of the remote', 'stroke'],
  ['A sort of shadow came down over my left eye', 'stroke'],
  ['I’m going to walk down to the river tonight and that’s it', 'self-harm'],
  ['I’m sat on the landing and my knees won’t carry me', 'fall'],
  ['I’m that cold I can barely bend my fingers', 'cold'],
  ['There’s a lad at my back door staring in and he won’t go away', 'intruder'],
  ['I couldn’t say whose bed this is, everything’s wrong', 'confusion'],
  ['I didn’t know if I’d had my heart pill so I had another', 'medication'],
  ['The cut is still pouring even though I have been pressing on it for ages', 'bleeding'],
  ['There is blood trickling, no, streaming down my forehead from where I caught the shelf', 'bleeding'],
  ['I heard the kitchen window smash and now it is quiet down there', 'intruder'],
  ['Somebody is fiddling with my lock right now', 'intruder'],
  ['I can hear footsteps in the attic and nobody else is home', 'intruder'],
  ['My old service revolver is in my lap', 'self-harm'],
  ['I keep thinking I could steer the car into the river on the way home', 'self-harm'],
  ['My hand just would not obey me when I reached for the kettle', 'stroke'],
  // Played down in the blind round N: a plan beside a means, a threat told as said, the person still in the house, the signs of serious illness, poison from the cupboard.
  ['It’s all planned out, the hosepipe’s in the boot', 'self-harm'],
  ['My mind’s made up, I’m going through with it on Friday', 'self-harm'],
  ['The pistol is out on the kitchen table beside me', 'self-harm'],
  ['Our Gary says he’ll strangle me if I tell his mother', 'abuse'],
  ['She bruised my arms again and she’s asleep on the settee now', 'abuse'],
  ['I can’t lie down at night, I have to sit up in the chair to breathe', 'breathing'],
  ['My toes have gone purple and cold and I can’t feel them at all', 'emergency'],
  ['Never had a headache like it, it’s splitting my skull', 'emergency'],
  ['I’ve had a swig of the white spirit, it was in a squash bottle', 'medication'],
  ['I wasn’t sure I’d done my injection so I injected again, now I’m all sweaty', 'medication'],
  // The blind round O: another's emergency in the house, a fire she thinks is out, a throat swelling, fumes with a headache and sickness, tablets in front of her.
  ['Come quick, Bill’s mouth has gone down on one side and he can’t speak properly', 'emergency'],
  ['Mum’s keeled over in the hall and she’s not responding', 'emergency'],
  ['The toaster caught fire, I unplugged it but there’s still smoke coming off it', 'fire'],
  ['My lips and tongue are swelling up since I took that new tablet', 'emergency'],
  ['The boiler’s been on the blink and I’ve a pounding head and feel so dizzy', 'gas'],
  ['I’ve got the sleeping tablets lined up on the table, just sitting here staring at them', 'self-harm']
];
const ASKED: Array<[string, string]> = [
  // Confusion shown in everyday things, and heat rationed for money (the blind safety round R).
  ['Mother will be wondering where I’ve got to', 'confusion'],
  ['I forgot my own address when the man asked', 'confusion'],
  ['I couldn’t remember how to work the kettle this morning', 'confusion'],
  ['I keep paying the milkman twice, he told me', 'confusion'],
  ['I only have the heating on for an hour in the evening now, to save money', 'cold'],
  ['My grandson’s hidden my mobile so I can’t ring the family', 'abuse'],
  ['I didn’t recognise my own son at the door this morning', 'confusion'],
  ['The electricity’s been cut off since Monday', 'cold'],
  ['I’ve stopped drinking in the evenings so I don’t have to get up in the night', 'food'],
  ['This heartburn’s been on me since lunch and the Rennies haven’t touched it', 'chest-pain'],
  ['Nothing feels worth getting up for these days', 'self-harm'],
  ['Some fellow was prowling round the back garden last night', 'intruder'],
  ['I’ve been living on biscuits and tea since Sunday', 'food'],
  ['I can’t get out to the shops any more and there’s not much left in the cupboard', 'food'],
  ['I’m only a burden to them all', 'self-harm'],
  ['I found my glasses in the freezer again', 'confusion'],
  ['I’ve been passing blood', 'bleeding'],
  ['A policewoman walked me home on Tuesday, I’d got myself all the way to the bypass', 'confusion'],
  ['I came round at the bus station and couldn’t tell you how I got there', 'confusion'],
  ['My nephew won’t let me see my own bank statements any more', 'abuse'],
  ['The girl who comes in didn’t turn up again, third time this week', 'abuse'],
  ['The milkman found me standing at the end of the lane in my pyjamas before it was light', 'confusion'],
  ['My daughter says I’ve been going out in the middle of the night', 'confusion'],
  ['I’ve got my water tablets and my heart ones all mixed up', 'medication'],
  ['Sometimes I ask myself what I’m even still here for', 'self-harm'],
  ['My garage got broken into on Tuesday night', 'intruder'],
  ['I found the back gate wide open and I always lock it', 'intruder'],
  ['My nose has been bleeding on and off since breakfast', 'bleeding'],
  ['Sometimes I wonder what the use of carrying on is', 'self-harm'],
  ['All of a sudden the telly has gone double on me', 'stroke'],
  ['There’s a woman in the kitchen who says she’s my daughter, but I’ve never seen her before', 'confusion'],
  ['I found the remote in the washing machine this morning', 'confusion'],
  ['I’ve noticed a hard little lump in my breast', 'emergency'],
  ['My big toe has turned a nasty dark colour', 'emergency'],
  ['That cough has been hanging about for three weeks now', 'emergency'],
  ['The girl who comes in the mornings is very rough with me, but she’s run off her feet', 'abuse'],
  ['I pulled the batteries out of the fire alarm because it kept beeping', 'fire'],
  ['A chap in a car sits outside most nights watching my house', 'intruder'],
  ['Two lads knocked at my door about my gutters and said they’d be back tomorrow for the cash', 'scam'],
  ['My water tablets don’t seem to be working like they used to', 'medication']
];
/** Everyday phone talk that borrows the same words: no alarm and no question. */
const EVERYDAY = [
  'The budgie’s been off his seed, the vet says he’s just moulting',
  'I cut myself another piece of that fruit cake',
  'Who is this on the phone, please?',
  'I get a bit of heartburn after a curry',
  'Hang on, someone’s at the door, it’ll be the postman',
  'The toast set the smoke alarm off again, I flapped a tea towel at it',
  'I nearly had a heart attack when I saw the gas bill',
  'I’m frozen, I’ll put another cardigan on',
  'I bought some vouchers for the grandkids’ birthdays',
  'I told the man on the phone I never give my details out and put the phone down',
  'I get puffed on the hill but I always have done',
  'I take my tablets twice a day, morning and night',
  'A neighbour drove me home from the bingo, ever so kind',
  'I ended up at the station with the club for the trip to the seaside',
  'I’m saving up for a new carpet',
  'I won’t be here next Tuesday, I’m at my sister’s',
  'We got the rope ready for the tree swing in the garden',
  'I won’t be a bother to anybody after Easter, the nurse is coming in daily',
  'I’ve no idea which day it is with the clocks going back',
  'We ended up miles away on the coach trip to the lakes',
  'My arm is heavy from carrying the shopping up the hill',
  'I can’t find the words to tell you how much those flowers meant',
  'Everything came out as gibberish when the vicar read the Latin',
  'The twins both fell off the trampoline but they’re grand',
  'Everything’s mixed up in the spare room since the move',
  'Where’s my mother’s old recipe book gone, I wonder',
  'I had a nosebleed as a girl that wouldn’t stop, my mother was frantic',
  'I heard the glass break on the television drama, it made me jump',
  'My son took the old rifle out to sell it at the gun show',
  'The point of the exercise class is to keep us moving',
  'I’ve made up my mind, I’m going to finish that jigsaw before Christmas',
  'He said he’d kill me if I ate the last of his chocolate biscuits, the cheeky monkey',
  'We stood on the bridge and watched the boats go under',
  'My husband kept his shotgun locked in the cabinet for the pigeons',
  'Her face dropped when I told her the price',
  'We had the gas board out years back for a leak, all sorted long since',
  'I’m eating twice as much since the weather turned',
  'They fitted a new carbon monoxide alarm in the kitchen yesterday, ever so nice lad',
  'I changed the battery in the smoke alarm, it was chirping',
  'My laptop keeps freezing and I can’t get it to load my emails',
  'The Victoria sponge sank in the middle, a right disaster',
  // Everyday struggles and a lie-in (the blind companion round M: "are you hurt?" after them).
  'I’ve been stuck on this crossword clue all morning',
  'I can’t get this jar of pickles open for the life of me',
  'I couldn’t get up this morning, I was so comfy in bed'
];

describe('the safety families, said in words the sets do not use', () => {
  it.each(URGENT)('alerts at once on "%s"', (said, category) => {
    const found = assess(said);
    expect(found?.urgency).toBe('urgent');
    expect(found?.category).toBe(category);
  });

  it.each(ASKED)('at least asks about "%s"', (said, category) => {
    const found = assess(said);
    expect(['urgent', 'check']).toContain(found?.urgency);
    expect(found?.category).toBe(category);
  });

  it.each(EVERYDAY)('neither alarms nor asks on "%s"', (said) => {
    expect(['urgent', 'check']).not.toContain(assess(said)?.urgency);
  });

  it('hears a wish to stop the calls in its everyday forms, and not its look-alikes', () => {
    for (const said of ['Remove me, please', 'Leave me be, I don’t want these', 'Don’t call back, thank you', 'My son says I don’t need these', 'I’d rather you didn’t ring', 'Cancel this', 'No more phoning, please', 'I want out of this whole business', 'I really must ask you not to ring me again', 'You need not trouble yourself calling me any more', 'Would you please not phone here again', 'Stop keeping tabs on me, I’m perfectly fine']) expect(isOptOut(said), said).toBe(true);
    for (const said of ['Don’t call me dear', 'Stop calling the cat', 'My daughter stopped calling me', 'Leave the light on', 'Leave me be a minute while I find my pen', 'I’d rather you didn’t ring before ten', 'Get off the table, silly puss, leave me alone', 'Don’t disturb me now, my programme’s on', 'Please don’t contact me before noon', 'If you’re selling something, I’m not interested']) expect(isOptOut(said), said).toBe(false);
  });
});

describe('the development sets (decision 137) stay where the families took them', () => {
  const ORDER = { none: -1, note: 0, check: 1, urgent: 2 } as const;
  it.each(['dev-set-3.txt', 'dev-set-4.txt', 'dev-set-5.txt', 'dev-set-6.txt', 'dev-set-7.txt', 'dev-set-8.txt', 'dev-set-9.txt', 'dev-set-14.txt', 'dev-set-16.txt', 'dev-set-19.txt', 'dev-set-20.txt'])('%s: trouble questioned >= 95 %%, no false alarm, questions <= 3 %%, stop requests heard', (file) => {
    const rows = readSet(new URL(`../${file}`, import.meta.url));
    const safety = rows.filter((r) => r.length === 3);
    const trouble = safety.filter(([, e]) => e === 'urgent' || e === 'check');
    const rest = safety.filter(([, e]) => e === 'none' || e === 'note');
    const heard = trouble.filter(([, , t]) => ORDER[assess(t!)?.urgency ?? 'none'] >= ORDER.check);
    const alarms = rest.filter(([, , t]) => assess(t!)?.urgency === 'urgent');
    const questions = rest.filter(([, , t]) => assess(t!)?.urgency === 'check');
    const wishes = rows.filter(([e]) => e === 'optout');
    const wrong = rows.filter(([e, t]) => e === 'keep' && isOptOut(t!));
    expect(heard.length / trouble.length).toBeGreaterThanOrEqual(0.95);
    expect(alarms).toEqual([]);
    expect(questions.length / rest.length).toBeLessThanOrEqual(0.03);
    expect(wishes.filter(([, t]) => !isOptOut(t!))).toEqual([]);
    expect(wrong).toEqual([]);
  });
});

describe('the kinds the blind round P found weak', () => {
  it('reads a goodbye that tells the caller not to ring again, with pills tonight, as urgent self-harm, not only as a wish to stop the calls', () => {
    for (const said of ["This is the last time we'll speak, dear. I've got all my tablets ready for tonight, so don't ring again.", "Thank you for everything, but you won't need to call again after tonight, I'm taking the lot."]) {
      expect(assess(said), said).toMatchObject({ category: 'self-harm', urgency: 'urgent' });
    }
  });

  it('hears what follows an "I\'m fine" said first', () => {
    expect(assess("No, I'm fine. Well, I had a bit of a bump going into the kitchen, ended up on my backside.")?.urgency).toBe('check');
    const pills = assess("I'm fine. I just wonder sometimes how many of these pills it would take.");
    expect(pills?.category).toBe('self-harm');
    expect(['urgent', 'check']).toContain(pills?.urgency);
    // A fine said after the trouble still settles it.
    expect(assess('I had a tumble on the step last month but I\'m fine now')?.urgency).not.toBe('check');
  });

  it('keeps a childhood injury, a television overdose and a mishap already seen to out of the alarm', () => {
    for (const said of ['I broke my arm falling off a swing when I was seven.', 'On the telly last night a man took an overdose, that detective one.', 'The pan boiled over this morning but I wiped it up, all sorted.']) {
      expect(['urgent', 'check'], said).not.toContain(assess(said)?.urgency);
    }
  });
});
