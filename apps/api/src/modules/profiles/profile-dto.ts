import type { Me } from '@portal/shared/contracts/auth';
import type { Role } from '@portal/shared/roles';
import type { ProfileRow } from './profiles.repository';

/** Points are stored in hundredths; the API speaks whole points with two decimals. */
export const pointsFromStored = (stored: number) => stored / 100;

export function toMe(
  profile: ProfileRow,
  sponsor: { id: string | null; name: string | null; role: string | null; sellerNo: string | null } | null,
): Me {
  const location =
    profile.city || profile.district
      ? { ...(profile.city ? { city: profile.city } : {}), ...(profile.district ? { district: profile.district } : {}) }
      : undefined;
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    role: profile.role as Role,
    parentId: profile.parentId,
    sellerNo: profile.sellerNo,
    ...(location ? { location } : {}),
    region: profile.region,
    createdAt: profile.createdAt.toISOString(),
    points: pointsFromStored(profile.points),
    totalEarnedPoints: pointsFromStored(profile.totalEarnedPoints),
    isActive: profile.isActive,
    inviteCode: profile.inviteCode,
    permanentInviteCode: profile.permanentInviteCode,
    twoFactorEnabled: profile.twoFactorEnabled,
    sponsor:
      sponsor?.id && sponsor.name && sponsor.role && sponsor.sellerNo
        ? { id: sponsor.id, name: sponsor.name, role: sponsor.role as Role, sellerNo: sponsor.sellerNo }
        : null,
  };
}
