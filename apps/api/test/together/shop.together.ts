import { runTogether } from './run-together';

runTogether('shop');
