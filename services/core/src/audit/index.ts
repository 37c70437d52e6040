export {
  recordAdminAction,
  recordAuditEntry,
  actorOf,
  auditActor,
  ADMIN_ACTION_NAME,
  type AdminAction,
  type AuditEntry,
} from './admin-audit';
