import type { AdminUser } from "@shared/admin";
import { isAdminRole, type Role } from "@shared/api";

export type Actor = { id: string; role: Role };

/**
 * What the signed-in admin may do to one account, mirroring the server's rules so the screen only
 * offers what will succeed: only a super_admin touches administrator accounts or grants roles, and
 * nobody suspends, demotes or deletes themselves. (The last super admin rule is left to the server.)
 */
export function permissionsFor(actor: Actor, target: AdminUser) {
  const self = actor.id === target.id;
  const isSuper = actor.role === "super_admin";
  const mayTouch = isSuper || !isAdminRole(target.role);
  return {
    self,
    changeStatus: mayTouch && !self,
    edit: mayTouch,
    changeRole: isSuper && !self,
    resetUsage: true,
    remove: mayTouch && !self,
  };
}

export type Permissions = ReturnType<typeof permissionsFor>;
