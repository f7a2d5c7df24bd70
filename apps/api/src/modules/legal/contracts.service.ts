import type { AcceptedDocumentRef } from '@portal/shared/contracts/legal';
import { type AcceptedDocument, CHECKOUT_DOCUMENTS, type ContractOrder, fillContract } from '@portal/shared/legal';
import type { DbOrTx } from '@portal/db/client';
import { AppError } from '../../platform/errors';
import { renderMarkdown } from '../../platform/markdown';
import * as repo from './legal.repository';
import { sha256 } from './policies.service';

export interface FilledDocument {
  slug: string;
  title: string;
  version: number;
  text: string;
  hash: string;
}

/** The current version of each checkout document, in the order shown (one query). */
export async function checkoutTemplates(db: DbOrTx) {
  const rows = await repo.currentVersions(db, CHECKOUT_DOCUMENTS);
  return CHECKOUT_DOCUMENTS.map((slug) => {
    const row = rows.find((r) => r.slug === slug);
    // Without a published contract nothing can be sold: the admin publishes one first.
    if (!row) throw new AppError('POLICY_NOT_FOUND');
    return row.version;
  });
}

export function fillDocuments(
  templates: readonly repo.PolicyVersionRow[],
  order: ContractOrder,
  slugs = CHECKOUT_DOCUMENTS,
) {
  return templates.map((t, i): FilledDocument => {
    const text = fillContract(t.source, order);
    return { slug: slugs[i] ?? '', title: t.title, version: t.version, text, hash: sha256(text) };
  });
}

/** What the checkout shows: each document filled, as HTML, with the hash to send back. */
export function termsFor(filled: readonly FilledDocument[]) {
  return {
    documents: filled.map((d) => ({
      slug: d.slug,
      title: d.title,
      version: d.version,
      hash: d.hash,
      html: renderMarkdown(d.text),
    })),
    acceptance: filled.map((d) => ({ slug: d.slug, version: d.version, hash: d.hash })),
  };
}

/**
 * The documents the buyer accepted, checked against the text the server fills now: nothing
 * accepted is refused, and a hash that differs (the template, the cart, the prices or the address
 * changed since the buyer read it) is refused too. What the order keeps.
 */
export function acceptedDocuments(
  filled: readonly FilledDocument[],
  accepted: readonly AcceptedDocumentRef[] | undefined,
  at: Date,
  ip: string | null,
): AcceptedDocument[] {
  if (!accepted || accepted.length === 0) throw new AppError('TERMS_NOT_ACCEPTED');
  for (const doc of filled) {
    const mine = accepted.find((a) => a.slug === doc.slug);
    if (!mine) throw new AppError('TERMS_NOT_ACCEPTED');
    if (mine.version !== doc.version || mine.hash !== doc.hash) throw new AppError('TERMS_CHANGED');
  }
  return filled.map((d) => ({
    slug: d.slug,
    title: d.title,
    version: d.version,
    hash: d.hash,
    text: d.text,
    acceptedAt: at.toISOString(),
    ip,
  }));
}
