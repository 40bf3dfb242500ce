import { runTogether } from './run-together';

runTogether('limits');
