// A workspace's branding (issue 25 item 3): reading it in the shape pages, e-mails and the audit
// certificate use, and changing it (display name, accent colour, logo). The logo is stored in the
// workspace's row with the SHA-256 of its bytes; every URL of a brand asset is named by what it
// holds (the logo's hash, the colour), so the assets are cacheable for good and a change is a new URL.
import { createHash } from 'node:crypto';
import type { Queryable } from '../platform/db/index.ts';
import { type CheckedLogo, checkLogo, type LogoType } from './logo-image.ts';

/** What a page, an e-mail or the certificate shows of a workspace instead of our own look. */
export interface Brand {
  /** The display name, or the workspace's name when it has none. */
  name: string;
  /** Set by an owner (not just the workspace's name). */
  displayName: string | null;
  accentColor: string | null;
  logo: { sha256: string; type: LogoType; width: number; height: number } | null;
}

export interface BrandColumns {
  name: string;
  display_name: string | null;
  accent_color: string | null;
  logo_sha256: string | null;
  logo_type: LogoType | null;
  logo_width: number | null;
  logo_height: number | null;
}

/** The columns of `workspaces` a Brand is made from, for a query over the workspace as `alias`. */
export const brandColumnsSql = (alias: string) =>
  ['name', 'display_name', 'accent_color', 'logo_sha256', 'logo_type', 'logo_width', 'logo_height']
    .map((c) => `${alias}.${c} AS brand_${c}`)
    .join(', ');

/** A Brand from a row read with brandColumnsSql (columns prefixed `brand_`). */
export function brandFromRow(row: Record<string, unknown>): Brand {
  const r = Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => k.startsWith('brand_'))
      .map(([k, v]) => [k.slice('brand_'.length), v]),
  ) as unknown as BrandColumns;
  return toBrand(r);
}

export function toBrand(r: BrandColumns): Brand {
  return {
    name: r.display_name ?? r.name,
    displayName: r.display_name,
    accentColor: r.accent_color,
    logo:
      r.logo_sha256 && r.logo_type
        ? { sha256: r.logo_sha256, type: r.logo_type, width: r.logo_width ?? 0, height: r.logo_height ?? 0 }
        : null,
  };
}

/** Is there anything to show beyond our neutral look? */
export const isBranded = (brand: Brand | null | undefined): brand is Brand =>
  !!brand && (brand.displayName !== null || brand.accentColor !== null || brand.logo !== null);

/** The path the logo is served at (relative to PUBLIC_URL). */
export const logoPath = (logo: NonNullable<Brand['logo']>) =>
  `/brand/logo/${logo.sha256}.${logo.type === 'image/png' ? 'png' : 'jpg'}`;

/** The path of the sheet that applies an accent colour. */
export const accentSheetPath = (colour: string) => `/brand/accent/${colour.slice(1)}.css`;

/** The shell's branding of a page: the name and logo in the bar, and the accent's sheet. */
export function pageBranding(brand: Brand | null | undefined) {
  if (!isBranded(brand)) return { branding: undefined, styles: [] as string[] };
  return {
    branding: { name: brand.name, logoUrl: brand.logo ? logoPath(brand.logo) : undefined },
    styles: brand.accentColor ? [accentSheetPath(brand.accentColor)] : [],
  };
}

export async function getBrand(db: Queryable, workspaceId: string): Promise<Brand | null> {
  const { rows } = await db.query<BrandColumns>(
    `SELECT name, display_name, accent_color, logo_sha256, logo_type, logo_width, logo_height
       FROM workspaces WHERE id = $1 AND deleting_at IS NULL`,
    [workspaceId],
  );
  return rows[0] ? toBrand(rows[0]) : null;
}

/** The logo's bytes and type, by the hash its URL names; null when no workspace has it. */
export async function findLogo(
  db: Queryable,
  sha256: string,
): Promise<{ bytes: Buffer; type: LogoType } | null> {
  const { rows } = await db.query<{ logo: Buffer; logo_type: LogoType }>(
    `SELECT logo, logo_type FROM workspaces WHERE logo_sha256 = $1 AND deleting_at IS NULL LIMIT 1`,
    [sha256],
  );
  return rows[0] ? { bytes: Buffer.from(rows[0].logo), type: rows[0].logo_type } : null;
}

/**
 * Changes the display name and/or the accent (null clears one; absent leaves it). The accent must
 * already have passed checkAccent. False when there is no such workspace.
 */
export async function updateBrand(
  db: Queryable,
  workspaceId: string,
  patch: { displayName?: string | null; accentColor?: string | null },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE workspaces
        SET display_name = CASE WHEN $2::boolean THEN $3::text ELSE display_name END,
            accent_color = CASE WHEN $4::boolean THEN $5::text ELSE accent_color END
      WHERE id = $1 AND deleting_at IS NULL`,
    [
      workspaceId,
      patch.displayName !== undefined,
      patch.displayName?.trim() || null,
      patch.accentColor !== undefined,
      patch.accentColor ?? null,
    ],
  );
  return rowCount > 0;
}

/**
 * Checks and stores a logo (throws LogoRefused); false when there is no such workspace. What is stored
 * (and served, and hashed for its address) is the image as checkLogo re-encoded it, not the upload.
 */
export async function setLogo(
  db: Queryable,
  workspaceId: string,
  bytes: Uint8Array,
  declaredType?: string,
): Promise<CheckedLogo | false> {
  const checked = await checkLogo(bytes, declaredType, workspaceId);
  const sha256 = createHash('sha256').update(checked.bytes).digest('hex');
  const { rowCount } = await db.query(
    `UPDATE workspaces SET logo = $2, logo_type = $3, logo_sha256 = $4, logo_width = $5, logo_height = $6
      WHERE id = $1 AND deleting_at IS NULL`,
    [workspaceId, Buffer.from(checked.bytes), checked.type, sha256, checked.width, checked.height],
  );
  return rowCount > 0 ? checked : false;
}

export async function removeLogo(db: Queryable, workspaceId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE workspaces SET logo = NULL, logo_type = NULL, logo_sha256 = NULL, logo_width = NULL, logo_height = NULL
      WHERE id = $1 AND deleting_at IS NULL`,
    [workspaceId],
  );
  return rowCount > 0;
}

/** The brand as the operator API and the settings page show it. */
export function brandView(brand: Brand) {
  return {
    displayName: brand.displayName,
    accentColor: brand.accentColor,
    logo: brand.logo
      ? {
          url: logoPath(brand.logo),
          contentType: brand.logo.type,
          width: brand.logo.width,
          height: brand.logo.height,
        }
      : null,
  };
}

/**
 * What the audit certificate shows of the brand: the name and the logo's bytes (null when the
 * workspace is not branded, so the certificate keeps our neutral heading).
 */
export async function certificateBrand(db: Queryable, brand: Brand | null | undefined) {
  if (!isBranded(brand)) return null;
  const logo = brand.logo ? await findLogo(db, brand.logo.sha256) : null;
  return {
    name: brand.name,
    logo: logo && brand.logo ? { ...logo, width: brand.logo.width, height: brand.logo.height } : null,
  };
}
