// The shop pages' styles, in cascade order: the narrow-screen overrides must come last.
import './shop.css';
import './shop-cards.css';
import './shop-plans.css';
import './shop-device.css';
import './shop-closing.css';
