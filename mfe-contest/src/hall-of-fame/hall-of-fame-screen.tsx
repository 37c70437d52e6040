import { Trophy } from 'lucide-react';
import { COLLECTION_NAME, PAGE_SIZES } from '@nacho/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nacho/ui/overlays';
import { useGetTopLikedNftsQuery, useHallOfFameHidden } from '../api/contest-api';
import { ContestCountdown } from './contest-countdown';
import { CurrentSelection } from './current-selection';
import { HistoryList } from './history-list';
import { HallOfFameHiddenNotice } from '../shared/hall-of-fame-hidden-notice';

export function Component() {
  const { hidden } = useHallOfFameHidden();
  const top = useGetTopLikedNftsQuery(PAGE_SIZES.hallOfFameTop, { skip: hidden });
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:px-6 md:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="flex items-center gap-3 text-2xl font-bold tracking-tight md:text-3xl">
          <Trophy aria-hidden="true" className="size-7 text-gold" />
          {COLLECTION_NAME} Hall of Fame
        </h1>
        <p className="max-w-2xl text-sm text-muted-foreground md:text-base">
          Like your favourites: at the end of each month the NFT with the most likes is crowned NFT of the Month.
        </p>
      </header>
      {hidden ? (
        <HallOfFameHiddenNotice />
      ) : (
        <>
          <ContestCountdown
            monthEndsAt={top.data?.monthEndsAt}
            tz={top.data?.contestTz}
            monthWinner={top.data?.monthWinner}
          />
          <Tabs defaultValue="current">
            <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
              <TabsTrigger value="current" className="whitespace-normal">
                Current Month&apos;s Selection
              </TabsTrigger>
              <TabsTrigger value="history" className="whitespace-normal">
                Hall of Fame History
              </TabsTrigger>
            </TabsList>
            <TabsContent value="current" className="pt-4">
              <CurrentSelection top={top} />
            </TabsContent>
            <TabsContent value="history" className="pt-4">
              <HistoryList />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
