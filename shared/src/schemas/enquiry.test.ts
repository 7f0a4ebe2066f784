import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { enquiryFormSchema, enquiryStatusPatchSchema, enquirySubmissionSchema } from './enquiry.ts';

describe('the enquiry form', () => {
  it('trims what the visitor typed and keeps line breaks in the message', () => {
    expect(
      enquiryFormSchema.parse({ name: ' Mia ', email: ' mia@example.test', message: 'Hi\nthere ' }),
    ).toEqual({ name: 'Mia', email: 'mia@example.test', message: 'Hi\nthere' });
  });

  it('refuses a missing or invalid email, a blank name or message, with one message each', () => {
    const result = enquiryFormSchema.safeParse({ name: '', email: 'mia@', message: '  ' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address',
      message: 'Message is required',
    });
    const noEmail = enquiryFormSchema.safeParse({ name: 'Mia', message: 'Hi' });
    expect(fieldErrors(noEmail.error!)).toEqual({ email: 'Email is required' });
  });

  it('needs the artwork it is about, and only knows open and answered', () => {
    const body = { name: 'Mia', email: 'mia@example.test', message: 'Hi' };
    expect(enquirySubmissionSchema.safeParse(body).success).toBe(false);
    expect(enquirySubmissionSchema.safeParse({ ...body, artworkId: 'a1' }).success).toBe(true);
    expect(enquiryStatusPatchSchema.safeParse({ status: 'answered' }).success).toBe(true);
    expect(enquiryStatusPatchSchema.safeParse({ status: 'closed' }).success).toBe(false);
  });
});
