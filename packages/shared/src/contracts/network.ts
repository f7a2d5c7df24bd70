import { z } from 'zod';
import { roleSchema } from '../role-schema';

/**
 * The member's network tree: the viewer's root, a node's children a page at a time, a node with
 * the members above it, and a search within the viewer's subtree. A node outside the viewer's
 * subtree answers 404 everywhere.
 */

/** A member as a row of the tree. */
export const networkNodeSchema = z.object({
  id: z.string(),
  role: roleSchema,
  name: z.string(),
  sellerNo: z.string(),
  city: z.string().nullable(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  /** Depth in the whole network (the root admin is 0); above 15 it warns, 20 is the limit. */
  depth: z.number().int(),
  /** Members directly below (not deleted). */
  directCount: z.number().int(),
  /** Members anywhere below (not deleted). */
  networkSize: z.number().int(),
  /** Kuruş: the member's own orders of the last 30 days that were paid (or went further), not cancelled. */
  sales30d: z.number().int(),
  /** Whether anyone hangs below (a deleted child too: its own children keep their place). */
  hasChildren: z.boolean(),
});
export type NetworkNode = z.infer<typeof networkNodeSchema>;

/** A member above a node, for the breadcrumbs. */
export const networkUplineEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  sellerNo: z.string(),
});
export type NetworkUplineEntry = z.infer<typeof networkUplineEntrySchema>;

/** `GET /api/network/tree`: where the viewer's tree starts, with the depth limits. */
export const networkTreeSchema = z.object({
  root: networkNodeSchema,
  warnDepth: z.number().int(),
  maxDepth: z.number().int(),
});
export type NetworkTree = z.infer<typeof networkTreeSchema>;

export const NETWORK_CHILDREN_DEFAULT_LIMIT = 50;
export const NETWORK_CHILDREN_MAX_LIMIT = 200;

export const networkNodeParamsSchema = z.object({ id: z.uuid() });

export const networkChildrenQuerySchema = z.object({
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(600).optional(),
  /** Instead of a cursor: start the page at this child (to reveal a member deep in a wide node). */
  from: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(NETWORK_CHILDREN_MAX_LIMIT).default(NETWORK_CHILDREN_DEFAULT_LIMIT),
});
export type NetworkChildrenQuery = z.output<typeof networkChildrenQuerySchema>;

/** `GET /api/network/nodes/:id/children`: ordered by name (then id); null `nextCursor` at the end. */
export const networkChildrenPageSchema = z.object({
  items: z.array(networkNodeSchema),
  /** How many children come before the first item: 0 for the first page, counted for a `from` page, else null. */
  startIndex: z.number().int().nullable(),
  nextCursor: z.string().nullable(),
});
export type NetworkChildrenPage = z.infer<typeof networkChildrenPageSchema>;

/** `GET /api/network/nodes/:id`: the node and the members above it from the viewer's root down. */
export const networkNodeDetailSchema = z.object({
  node: networkNodeSchema,
  upline: z.array(networkUplineEntrySchema),
});
export type NetworkNodeDetail = z.infer<typeof networkNodeDetailSchema>;

export const NETWORK_SEARCH_MIN_LENGTH = 2;
export const NETWORK_SEARCH_LIMIT = 20;

export const networkSearchQuerySchema = z.object({
  q: z.string().trim().min(NETWORK_SEARCH_MIN_LENGTH).max(100),
});

/** A hit of the search, with the ids above it from the viewer's root, to reveal it in place. */
export const networkSearchHitSchema = z.object({
  id: z.string(),
  role: roleSchema,
  name: z.string(),
  sellerNo: z.string(),
  city: z.string().nullable(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  depth: z.number().int(),
  ancestorIds: z.array(z.string()),
});
export type NetworkSearchHit = z.infer<typeof networkSearchHitSchema>;

/** `GET /api/network/search?q=`: name prefix, e-mail prefix, phone or seller number; at most 20. */
export const networkSearchResultSchema = z.object({ hits: z.array(networkSearchHitSchema) });
export type NetworkSearchResult = z.infer<typeof networkSearchResultSchema>;
