import { runTogether } from './run-together';

runTogether('in-process');
