export { DashboardScreen as Component } from '../dashboard/dashboard-screen';
