import { describe, expect, it } from 'vitest';
import { answerSummary, choicesBody, choicesForm, honoreeSummary, storedChoices, toneSummary } from './reply-choices';
import { RegenerateBody } from '@shared/schemas/invitations';

const stored = JSON.stringify({
  hosts: ['Ramesh'], eventName: 'Wedding', eventType: 'wedding', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '',
  honoree: { names: ['Priya', 'Arjun'], age: '', chiefGuest: '' },
  reply: { rsvp: 'representative', representative: 'Anil Rao', relationship: 'colleague', senderGender: 'female' },
});

describe('storedChoices', () => {
  it('reads the choices kept with the details', () => {
    expect(storedChoices(stored)).toEqual({
      eventType: 'wedding',
      honoree: { names: ['Priya', 'Arjun'], age: '', chiefGuest: '' },
      reply: { rsvp: 'representative', representative: 'Anil Rao', relationship: 'colleague', senderGender: 'female' },
    });
  });
  it('falls back to what the letters assume for old rows, odd parts and no data', () => {
    const defaults = { eventType: 'other', honoree: { names: [], age: '', chiefGuest: '' }, reply: { rsvp: 'attending', representative: '', senderGender: 'neutral' } };
    expect(storedChoices(null)).toEqual(defaults);
    expect(storedChoices('not json')).toEqual(defaults);
    expect(storedChoices(JSON.stringify({ hosts: ['A'], eventType: 'party', reply: { rsvp: 'maybe' } }))).toEqual(defaults);
    expect(storedChoices(JSON.stringify({ eventType: 'naming' })).eventType).toBe('naming');
  });
});

describe('choicesBody', () => {
  it('round-trips the stored choices through the form into a valid regenerate body', () => {
    const body = choicesBody(choicesForm(storedChoices(stored)));
    expect(body.reply).toEqual({ rsvp: 'representative', representative: 'Anil Rao', guests: undefined, relationship: 'colleague', senderGender: 'female' });
    expect(RegenerateBody.safeParse({ hosts: [], eventName: '', date: '', venue: '', ...body }).success).toBe(true);
  });
  it('sends guests only when attending and a name only for a representative', () => {
    const form = { ...choicesForm(storedChoices(null)), guests: '3', representative: 'Anil' };
    expect(choicesBody(form).reply).toMatchObject({ rsvp: 'attending', guests: 3, representative: '' });
    expect(choicesBody({ ...form, rsvp: 'regret' }).reply?.guests).toBeUndefined();
    expect(choicesBody({ ...form, guests: '0' }).reply?.guests).toBeUndefined();
    expect(choicesBody({ ...form, relationship: '' }).reply?.relationship).toBeUndefined();
  });
  it('keeps at most four honoree names, one per line', () => {
    const form = { ...choicesForm(storedChoices(null)), honoreeNames: ' Priya \n\nArjun\nC\nD\nE' };
    expect(choicesBody(form).honoree?.names).toEqual(['Priya', 'Arjun', 'C', 'D']);
  });
});

describe('summaries', () => {
  it('words the answer, the tone and the honoree', () => {
    expect(answerSummary({ rsvp: 'attending', representative: '', guests: 3, senderGender: 'neutral' })).toBe('Attending, 3 guests');
    expect(answerSummary({ rsvp: 'representative', representative: 'Anil Rao', senderGender: 'neutral' })).toBe('Sending a representative: Anil Rao');
    expect(answerSummary({ rsvp: 'regret', representative: '', senderGender: 'neutral' })).toBe('Regret');
    expect(toneSummary({ rsvp: 'regret', representative: '', relationship: 'family-friend', senderGender: 'female' })).toBe('Family friend · female closing');
    expect(toneSummary({ rsvp: 'regret', representative: '', senderGender: 'neutral' })).toBe('');
    expect(honoreeSummary({ names: ['Priya', 'Arjun'], age: '', chiefGuest: 'Sri K. Rao' })).toBe('Priya and Arjun · Chief guest: Sri K. Rao');
  });
});
