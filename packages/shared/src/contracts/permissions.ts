import { z } from 'zod';
import { PERMISSION_CATEGORIES, permissionKeySchema } from '../permissions';
import { roleSchema } from '../role-schema';

/** The contract of /api/permissions: the member's own keys and the admin's role × key matrix. */

export const myPermissionsSchema = z.object({ role: roleSchema, keys: z.array(z.string()) });
export type MyPermissions = z.infer<typeof myPermissionsSchema>;

export const permissionCheckQuerySchema = z.object({ role: roleSchema, key: permissionKeySchema });
export type PermissionCheckQuery = z.input<typeof permissionCheckQuerySchema>;

export const permissionCheckSchema = z.object({ allowed: z.boolean() });
export type PermissionCheck = z.infer<typeof permissionCheckSchema>;

export const rolePermissionRowSchema = z.object({
  role: roleSchema,
  permissionKey: z.string(),
  category: z.enum(PERMISSION_CATEGORIES),
  enabled: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type RolePermissionRow = z.infer<typeof rolePermissionRowSchema>;

export const permissionMatrixSchema = z.object({
  roles: z.array(roleSchema),
  permissions: z.array(rolePermissionRowSchema),
});
export type PermissionMatrix = z.infer<typeof permissionMatrixSchema>;

export const setRolePermissionBodySchema = z.strictObject({
  role: roleSchema,
  permissionKey: z.string().min(1).max(100),
  enabled: z.boolean(),
});
export type SetRolePermissionRequest = z.input<typeof setRolePermissionBodySchema>;
