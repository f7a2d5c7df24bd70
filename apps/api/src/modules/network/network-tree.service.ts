import type {
  NetworkChildrenPage,
  NetworkChildrenQuery,
  NetworkNode,
  NetworkNodeDetail,
  NetworkSearchResult,
  NetworkTree,
} from '@portal/shared/contracts/network';
import { NETWORK_SEARCH_LIMIT } from '@portal/shared/contracts/network';
import { formatSellerNo, normalizePhone } from '@portal/shared/codes';
import { nameSearchSpellings, uplineIds } from '@portal/shared/network';
import { isRole, MAX_TREE_DEPTH, type Role, WARN_TREE_DEPTH } from '@portal/shared/roles';
import type { DbOrTx } from '@portal/db/client';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './network-tree.repository';

/**
 * Where a viewer's tree starts: the admin and the turkeyDistributor are shown the root admin's
 * network (spec §4); everyone else their own node. Everything the tree shows lies at or below it.
 */
async function viewerRoot(db: DbOrTx, viewer: Member): Promise<repo.TreeNodeRow> {
  if (viewer.role === 'admin' || viewer.role === 'turkeyDistributor') {
    const root = await repo.findRootAdmin(db);
    if (root) return root;
  }
  const own = await repo.findNode(db, viewer.id);
  if (!own) throw new AppError('NOT_FOUND');
  return own;
}

function roleOf(value: string): Role {
  if (!isRole(value)) throw new AppError('INTERNAL');
  return value;
}

function toNode(row: repo.TreeNodeRow): NetworkNode {
  return {
    id: row.id,
    role: roleOf(row.role),
    name: row.name,
    sellerNo: row.sellerNo,
    city: row.city,
    isActive: row.isActive,
    isDeleted: row.isDeleted,
    depth: row.depth,
    directCount: row.directCount,
    networkSize: row.networkSize,
    sales30d: row.sales30d,
    hasChildren: row.hasChildren,
  };
}

/** The node when it lies in the viewer's tree; 404 otherwise, so ids cannot be probed. */
async function nodeInScope(db: DbOrTx, viewer: Member, id: string) {
  const root = await viewerRoot(db, viewer);
  const node = await repo.findNode(db, id);
  if (!node?.path.startsWith(root.path)) throw new AppError('NOT_FOUND');
  return { root, node };
}

/** The ids above a member from the viewer's root down (the root included when the member is below it). */
function ancestorsFromRoot(root: { id: string }, path: string): string[] {
  const ids = uplineIds(path);
  const from = ids.indexOf(root.id);
  return from < 0 ? [] : ids.slice(from);
}

export async function tree(ctx: AppContext, viewer: Member): Promise<NetworkTree> {
  const root = await viewerRoot(ctx.db, viewer);
  return { root: toNode(root), warnDepth: WARN_TREE_DEPTH, maxDepth: MAX_TREE_DEPTH };
}

export async function node(ctx: AppContext, viewer: Member, id: string): Promise<NetworkNodeDetail> {
  const { root, node: row } = await nodeInScope(ctx.db, viewer, id);
  const upline = await repo.findUpline(ctx.db, ancestorsFromRoot(root, row.path));
  return {
    node: toNode(row),
    upline: upline.map((u) => ({ id: u.id, name: u.name, role: roleOf(u.role), sellerNo: u.sellerNo })),
  };
}

/** The cursor is the (name, id) of the last row given, base64url-encoded JSON; anything else is refused. */
function encodeCursor(row: { name: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.name, row.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(cursor: string): { name: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [name, id] = value as unknown[];
      if (typeof name === 'string' && typeof id === 'string' && UUID.test(id)) return { name, id };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('VALIDATION_ERROR');
}

export async function children(
  ctx: AppContext,
  viewer: Member,
  id: string,
  query: NetworkChildrenQuery,
): Promise<NetworkChildrenPage> {
  const { node: parent } = await nodeInScope(ctx.db, viewer, id);
  if (query.cursor && query.from) throw new AppError('VALIDATION_ERROR');
  let after: { name: string; id: string; inclusive?: boolean } | null = null;
  let startIndex: number | null = query.cursor ? null : 0;
  if (query.from) {
    // The page starts at that child, which must be a child of this node.
    const start = await repo.findNode(ctx.db, query.from);
    if (start?.path !== `${parent.path}${start?.id}/`) {
      throw new AppError('NOT_FOUND');
    }
    after = { name: start.name, id: start.id, inclusive: true };
    startIndex = await repo.countChildrenBefore(ctx.db, parent.id, start);
  } else if (query.cursor) {
    after = decodeCursor(query.cursor);
  }
  const rows = await repo.listChildren(ctx.db, parent.id, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toNode),
    startIndex,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

const SELLER_NO = /^(?:tr)?[\s-]*(\d{1,9})$/i;

/**
 * What a typed query looks for: a seller number (`TR-000123`, `123`), a phone number, an e-mail
 * prefix (it has an @), or else a name (in each of its spellings, `nameSearchSpellings`) or
 * e-mail prefix.
 */
export function searchTerms(q: string): repo.SearchTerms {
  const text = q.trim();
  const seller = SELLER_NO.exec(text);
  if (seller?.[1] && (seller[1].length <= 6 || /^tr/i.test(text)))
    return { kind: 'sellerNo', sellerNo: formatSellerNo(Number(seller[1])) };
  const phone = /^[\d\s()+-]+$/.test(text) ? normalizePhone(text) : null;
  if (phone) return { kind: 'phone', phone };
  if (text.includes('@')) return { kind: 'email', prefix: text.toLowerCase() };
  return { kind: 'name', prefixes: nameSearchSpellings(text), emailPrefix: text.toLowerCase() };
}

export async function search(ctx: AppContext, viewer: Member, q: string): Promise<NetworkSearchResult> {
  const root = await viewerRoot(ctx.db, viewer);
  const rows = await repo.search(ctx.db, root.path, searchTerms(q), NETWORK_SEARCH_LIMIT);
  return {
    hits: rows.map((r) => ({
      id: r.id,
      role: roleOf(r.role),
      name: r.name,
      sellerNo: r.sellerNo,
      city: r.city,
      isActive: r.isActive,
      isDeleted: r.isDeleted,
      depth: r.depth,
      ancestorIds: ancestorsFromRoot(root, r.path),
    })),
  };
}
