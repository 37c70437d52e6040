import { Eye } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, Label } from '@nacho/ui';
import { Switch } from '@nacho/ui/overlays';
import { useGetHallOfFameVisibilityQuery } from '@nacho/api';
import { useSetHallOfFameVisibilityMutation } from '../api/admin-api';
import { failureToast, FAILED_TO, successToast, SUCCESS_TEXTS } from '../shared/admin-toasts';
import { IconCardTitle } from '../shared/icon-card-title';

/** The server-side switch that hides the Hall of Fame from visitors. */
export function VisibilitySwitch() {
  const { data } = useGetHallOfFameVisibilityQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setVisible, { isLoading }] = useSetHallOfFameVisibilityMutation();
  const change = async (visible: boolean) => {
    try {
      await setVisible(visible).unwrap();
      successToast(SUCCESS_TEXTS.visibility(visible));
    } catch (error) {
      failureToast(FAILED_TO.setVisibility, error);
    }
  };
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={<Eye aria-hidden="true" className="size-4" />}>Hall of Fame Visibility</IconCardTitle>
        <CardDescription>When off, visitors see a notice instead of the Hall of Fame.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Switch
          id="hof-visible"
          checked={data?.visible ?? true}
          disabled={!data || isLoading}
          onCheckedChange={(v) => void change(v)}
        />
        <Label htmlFor="hof-visible">{data?.visible === false ? 'Hidden from visitors' : 'Visible to visitors'}</Label>
      </CardContent>
    </Card>
  );
}
