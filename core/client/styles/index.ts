// Only the Radix Themes pieces the shell uses (stack.md: base tokens, used colour scales,
// components, utilities) instead of the full 83 KB-gz styles.css; then the theme and shell CSS.
// A `color` outside these scales renders without colour: warnings and waiting states use amber.
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/slate.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import './theme.css';
import './shell.css';
