/** The admin audit writer is core's, shared by every service (actor and action naming live there). */
export { actorOf, recordAdminAction, type AdminAction } from '@nacho/core';
