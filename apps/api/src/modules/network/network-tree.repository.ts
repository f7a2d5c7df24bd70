import { type DbOrTx, queryRows } from '@portal/db/client';
import { sql } from 'drizzle-orm';

/**
 * Reads of the network tree. Every read is indexed: children by (parent_id, name, id), the upline
 * by primary keys read off the materialized path, search by lower(name) / lower(email)
 * (text_pattern_ops), phone and seller number (unique), the subtree by path prefix
 * (text_pattern_ops), and each row's 30-day sales by orders (buyer_id, created_at).
 */

export interface TreeNodeRow {
  id: string;
  role: string;
  name: string;
  sellerNo: string;
  city: string | null;
  isActive: boolean;
  isDeleted: boolean;
  path: string;
  depth: number;
  directCount: number;
  networkSize: number;
  sales30d: number;
  hasChildren: boolean;
}

/** Orders that count as sales: paid or further along, never waiting for payment nor cancelled. */
const NOT_SALES = sql`('pending_payment', 'cancelled')`;

/** The columns of a tree row for the profile aliased `p`, with its own 30-day sales and whether it has children. */
const nodeColumns = sql`p.id, p.role, p.name, p.seller_no as "sellerNo", p.city, p.is_active as "isActive",
  p.is_deleted as "isDeleted", p.path, p.depth, p.direct_count as "directCount", p.network_size as "networkSize",
  (select coalesce(sum(o.total), 0)::bigint from orders o
     where o.buyer_id = p.id and o.created_at >= now() - interval '30 days'
       and o.status not in ${NOT_SALES}) as "sales30d",
  exists (select 1 from profiles c where c.parent_id = p.id) as "hasChildren"`;

function normalize(row: TreeNodeRow): TreeNodeRow {
  return { ...row, sales30d: Number(row.sales30d) };
}

export async function findNode(db: DbOrTx, id: string): Promise<TreeNodeRow | null> {
  const [row] = await queryRows<TreeNodeRow>(db, sql`select ${nodeColumns} from profiles p where p.id = ${id}::uuid`);
  return row ? normalize(row) : null;
}

/** The network's root: the admin with no parent that is not deleted (the oldest, should there be several). */
export async function findRootAdmin(db: DbOrTx): Promise<TreeNodeRow | null> {
  const [row] = await queryRows<TreeNodeRow>(
    db,
    sql`select ${nodeColumns} from profiles p
        where p.parent_id is null and p.role = 'admin' and not p.is_deleted
        order by p.created_at, p.id limit 1`,
  );
  return row ? normalize(row) : null;
}

/** One page of a node's children in (name, id) order, after the (name, id) of the cursor. */
export async function listChildren(
  db: DbOrTx,
  parentId: string,
  after: { name: string; id: string; inclusive?: boolean } | null,
  limit: number,
): Promise<TreeNodeRow[]> {
  const rows = await queryRows<TreeNodeRow>(
    db,
    sql`select ${nodeColumns} from (
          select * from profiles
          where parent_id = ${parentId}::uuid
            ${after ? sql`and (name, id) ${after.inclusive ? sql`>=` : sql`>`} (${after.name}, ${after.id}::uuid)` : sql``}
          order by name, id
          limit ${limit}) p
        order by p.name, p.id`,
  );
  return rows.map(normalize);
}

/** How many children of `parentId` come before (name, id): an index-only count over the same index. */
export async function countChildrenBefore(db: DbOrTx, parentId: string, at: { name: string; id: string }) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from profiles
        where parent_id = ${parentId}::uuid and (name, id) < (${at.name}, ${at.id}::uuid)`,
  );
  return row?.n ?? 0;
}

export interface UplineRow {
  id: string;
  name: string;
  role: string;
  sellerNo: string;
  depth: number;
}

/** Members by id (the ids of a path), top first: one lookup by primary key. */
export async function findUpline(db: DbOrTx, ids: string[]): Promise<UplineRow[]> {
  if (ids.length === 0) return [];
  return queryRows<UplineRow>(
    db,
    sql`select id, name, role, seller_no as "sellerNo", depth from profiles
        where id = any(${`{${ids.join(',')}}`}::uuid[])
        order by depth`,
  );
}

export interface SearchRow {
  id: string;
  role: string;
  name: string;
  sellerNo: string;
  city: string | null;
  isActive: boolean;
  isDeleted: boolean;
  path: string;
  depth: number;
}

/** What the search looks for: one kind of term, each served by its own index. */
export type SearchTerms =
  /** Lower-case prefixes of lower(name) (the spellings of one query, Turkish I/ı) and of lower(email). */
  | { kind: 'name'; prefixes: string[]; emailPrefix: string }
  | { kind: 'email'; prefix: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'sellerNo'; sellerNo: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const searchColumns = sql`p.id, p.role, p.name, p.seller_no as "sellerNo", p.city, p.is_active as "isActive",
  p.is_deleted as "isDeleted", p.path, p.depth`;

/**
 * At most `limit` members within the subtree at `scopePath` matching the terms, by name. A name
 * prefix walks profiles_name_lower_idx in its own order (`using ~<~`, the order of
 * text_pattern_ops), so it stops after `limit` hits; each spelling is one such walk.
 */
export async function search(db: DbOrTx, scopePath: string, terms: SearchTerms, limit: number): Promise<SearchRow[]> {
  const inScope = sql`p.path like ${`${escapeLike(scopePath)}%`}`;
  if (terms.kind === 'name') {
    const branches = [
      ...terms.prefixes.map(
        (prefix) =>
          sql`(select ${searchColumns}, lower(p.name) as k from profiles p
               where lower(p.name) like ${`${escapeLike(prefix)}%`} and ${inScope}
               order by lower(p.name) using ~<~ limit ${limit})`,
      ),
      sql`(select ${searchColumns}, lower(p.name) as k from profiles p
           where lower(p.email) like ${`${escapeLike(terms.emailPrefix)}%`} and ${inScope}
           order by lower(p.email) using ~<~ limit ${limit})`,
    ];
    return queryRows<SearchRow>(
      db,
      sql`select distinct on (k, id) id, role, name, "sellerNo", city, "isActive", "isDeleted", path, depth
          from (${sql.join(branches, sql` union all `)}) hits
          order by k, id limit ${limit}`,
    );
  }
  const condition =
    terms.kind === 'email'
      ? sql`lower(p.email) like ${`${escapeLike(terms.prefix)}%`}`
      : terms.kind === 'phone'
        ? sql`p.phone = ${terms.phone}`
        : sql`p.seller_no = ${terms.sellerNo}`;
  return queryRows<SearchRow>(
    db,
    sql`select ${searchColumns} from profiles p
        where ${condition} and ${inScope}
        order by lower(p.name), p.id limit ${limit}`,
  );
}
