import { KVKK_NOTICE_SLUG } from '@portal/shared/content';

export interface ConsentRecord {
  slug: string;
  /** The text's version; null until the policy pages carry versions. */
  version: number | null;
  at: Date;
  ip: string | null;
}

/**
 * The consent a visitor gives on a form: which text, when, from where. Kept on the row it belongs
 * to. The legal pages replace this with a record of the text's published version (decision 041).
 */
export async function recordConsent(input: { slug?: string; ip: string | null }): Promise<ConsentRecord> {
  return { slug: input.slug ?? KVKK_NOTICE_SLUG, version: null, at: new Date(), ip: input.ip };
}
