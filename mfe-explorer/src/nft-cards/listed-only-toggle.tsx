import { useId } from 'react';
import { Label } from '@nacho/ui';
import { Checkbox } from '@nacho/ui/overlays';

/** "Listed only": show only the NFTs listed for sale (wallet page, search dialog). */
export function ListedOnlyToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex h-9 items-center gap-2 rounded-md border border-border px-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="cursor-pointer text-sm whitespace-nowrap">
        Listed only
      </Label>
    </div>
  );
}
