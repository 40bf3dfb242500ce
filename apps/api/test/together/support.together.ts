import { runTogether } from './run-together';

runTogether('support');
