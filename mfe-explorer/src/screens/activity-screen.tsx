import { ActivityScreen } from '../activity/activity-screen';

export const Component = ActivityScreen;
