import { CONTACT_LIMIT } from '@portal/shared/content';
import type { contactInputSchema } from '@portal/shared/contracts/content';
import type { z } from 'zod';
import type { Actor, AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import * as contact from '../modules/contact/contact.repository';
import { recordConsent } from '../modules/legal/consents.service';
import { runWorkflow } from './run-workflow';

/**
 * A visitor's message from the contact form, with its KVKK consent recorded like every other
 * (consent_records: the aydınlatma metni's current version, when, from where) in the same
 * transaction; the message row keeps a copy for the inbox. At most CONTACT_LIMIT.max from one
 * address in CONTACT_LIMIT.windowMs, counted in the database so every server agrees. The hidden
 * `website` field is for bots: a filled one is answered like a success and nothing is kept.
 */
export async function submitContactMessage(ctx: AppContext, actor: Actor, input: z.infer<typeof contactInputSchema>) {
  if (input.website && input.website.trim() !== '') return { ok: true as const };
  const ip = actor.ip;
  if (
    ip &&
    (await contact.countFromAddress(ctx.db, ip, new Date(Date.now() - CONTACT_LIMIT.windowMs))) >= CONTACT_LIMIT.max
  ) {
    throw new AppError('RATE_LIMITED');
  }
  await runWorkflow(ctx, 'contact.submit', async (tx) => {
    const consent = await recordConsent(tx, actor, {
      userId: actor.id,
      email: input.email,
      phone: input.phone ?? null,
      purpose: 'contact',
    });
    await contact.insertMessage(tx, {
      kind: 'contact',
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
      consentSlug: consent.policySlug,
      consentVersion: consent.policyVersion,
      consentAt: consent.givenAt,
      consentIp: consent.ipAddress,
      ipAddress: ip,
    });
  });
  return { ok: true as const };
}
