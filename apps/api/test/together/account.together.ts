import { runTogether } from './run-together';

runTogether('account');
