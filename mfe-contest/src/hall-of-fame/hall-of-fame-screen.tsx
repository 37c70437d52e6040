import { Trophy } from 'lucide-react';
import { COLLECTION_NAME } from '@nacho/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nacho/ui';
import { CurrentSelection } from './current-selection';
import { HistoryList } from './history-list';

export function Component() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:px-6 md:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="flex items-center gap-3 text-2xl font-bold tracking-tight md:text-3xl">
          <Trophy aria-hidden="true" className="size-7 text-gold" />
          {COLLECTION_NAME} Hall of Fame
        </h1>
        <p className="max-w-2xl text-sm text-muted-foreground md:text-base">
          At the end of each month the NFT with the most likes is crowned NFT of the Month.
        </p>
      </header>
      <Tabs defaultValue="current">
        <TabsList>
          <TabsTrigger value="current">Current Month&apos;s Selection</TabsTrigger>
          <TabsTrigger value="history">Hall of Fame History</TabsTrigger>
        </TabsList>
        <TabsContent value="current">
          <CurrentSelection />
        </TabsContent>
        <TabsContent value="history">
          <HistoryList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
