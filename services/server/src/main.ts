import { runService } from '@nacho/core';
import { allInOneService } from './start-server';

/** The all-in-one process: `npm start` ends up here. */
void runService(allInOneService());
