import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nacho/ui/overlays';
import { AuditLogTab } from '../audit-log/audit-log-tab';
import { ContestTab } from '../contest/contest-tab';
import { LikeLogsTab } from '../like-logs/like-logs-tab';
import { OverviewTab } from '../overview/overview-tab';
import { SystemTab } from '../system/system-tab';
import { AdminGate } from './admin-gate';
import { LockButton } from './lock-button';

export function Component() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:px-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Admin Panel</h1>
      <AdminGate>
        <Tabs defaultValue="overview" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList className="flex-wrap">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="like-logs">Like Logs</TabsTrigger>
              <TabsTrigger value="contest">Contest Management</TabsTrigger>
              <TabsTrigger value="audit">Audit Log</TabsTrigger>
              <TabsTrigger value="system">System</TabsTrigger>
            </TabsList>
            <LockButton />
          </div>
          <TabsContent value="overview">
            <OverviewTab />
          </TabsContent>
          <TabsContent value="like-logs">
            <LikeLogsTab />
          </TabsContent>
          <TabsContent value="contest">
            <ContestTab />
          </TabsContent>
          <TabsContent value="audit">
            <AuditLogTab />
          </TabsContent>
          <TabsContent value="system">
            <SystemTab />
          </TabsContent>
        </Tabs>
      </AdminGate>
    </div>
  );
}
