/** The /contact form: one contract for the form and POST /api/contact. */
import { z } from 'zod';
import { emailSchema } from './account.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';

export const CONTACT_TOPICS = [
  'general',
  'players_families',
  'colleges_recruiters',
  'teams',
  'privacy',
  'report_problem',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General',
  players_families: 'Players and families',
  colleges_recruiters: 'Colleges and recruiters',
  teams: 'Teams',
  privacy: 'Privacy',
  report_problem: 'Report a problem',
};

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactMessageBodySchema = z.object({
  name: z
    .string('Enter your name')
    .trim()
    .min(1, 'Enter your name')
    .max(CONTACT_NAME_MAX, `Name must be at most ${CONTACT_NAME_MAX} characters`)
    .refine(isPlainText, plainTextMessage('Name')),
  email: z.string('Enter a valid email address').pipe(emailSchema),
  topic: z.enum(CONTACT_TOPICS, 'Choose a topic'),
  message: z
    .string('Write your message')
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters`)
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`)
    .refine(isPlainText, plainTextMessage('Message')),
});
export type ContactMessageInput = z.input<typeof contactMessageBodySchema>;
export type ContactMessage = z.output<typeof contactMessageBodySchema>;

export const contactMessageResponseSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type ContactMessageReceipt = z.infer<typeof contactMessageResponseSchema>;
