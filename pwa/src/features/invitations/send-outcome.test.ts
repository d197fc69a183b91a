import { describe, expect, it } from 'vitest';
import { emailOutcome, reviewOutcome, whatsAppOutcome } from './send-outcome';

describe('what a send says', () => {
  it("keeps the spec's toasts for real sends", () => {
    expect(emailOutcome({ message: 'Email sent', status: 'sent' })).toEqual(['Email sent!', 'Response letter has been sent to the inviter.']);
    expect(reviewOutcome({ message: 'Letter sent for review', status: 'sent' })).toEqual(['Letter sent for review!', 'PDF generated and saved successfully.']);
    expect(whatsAppOutcome({ sent: true })).toEqual(['WhatsApp message sent!', 'Response letter has been sent via WhatsApp.']);
  });

  it('never says "sent" when the mail was only kept in the mail outbox or WhatsApp was only opened', () => {
    const outcomes = [
      emailOutcome({ message: 'Email sent', status: 'written' }),
      reviewOutcome({ message: 'Letter sent for review', status: 'written' }),
      whatsAppOutcome({ sent: false, openUrl: 'https://wa.me/919845012345?text=Hi' }),
    ];
    expect(outcomes.map(([title]) => title)).toEqual(['Saved in the mail outbox', 'Saved for review', 'Opened in WhatsApp']);
    for (const [title, description] of outcomes) {
      expect(title).not.toMatch(/sent/i);
      expect(description).not.toMatch(/has been sent|\.eml/);
    }
  });
});
