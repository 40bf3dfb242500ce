import { runTogether } from './run-together';

runTogether('payments');
