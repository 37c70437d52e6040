import { formatNumber } from '@nacho/domain';
import { ProgressBar } from '@nacho/ui';

export function analyzedText(done: number, total: number | undefined): string {
  return `${formatNumber(done, 0)} / ${total === undefined ? '…' : formatNumber(total, 0)} NFTs analyzed`;
}

/** SPEC: "n / total NFTs analyzed" while the wallet's NFTs and their trait analysis load. */
export function WalletAnalysisProgress({ done, total }: { done: number; total: number | undefined }) {
  return <ProgressBar value={done} max={total ?? 1} label={analyzedText(done, total)} />;
}
