export { AllHoldersScreen as Component } from '../holders/all-holders-screen';
