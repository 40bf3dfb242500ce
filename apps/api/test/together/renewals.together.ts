import { runTogether } from './run-together';

runTogether('renewals');
