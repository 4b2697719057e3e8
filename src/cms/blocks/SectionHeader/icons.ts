import Brush from 'lucide-react/icons/brush'
import Building2 from 'lucide-react/icons/building-2'
import Frame from 'lucide-react/icons/frame'
import Gift from 'lucide-react/icons/gift'
import Handshake from 'lucide-react/icons/handshake'
import Home from 'lucide-react/icons/home'
import Palette from 'lucide-react/icons/palette'
import Sparkles from 'lucide-react/icons/sparkles'
import Truck from 'lucide-react/icons/truck'
import Users from 'lucide-react/icons/users'

/** The icons an editor may pick for a section header, by name. */
export const SECTION_ICONS = {
  brush: Brush,
  building: Building2,
  frame: Frame,
  gift: Gift,
  handshake: Handshake,
  home: Home,
  palette: Palette,
  sparkles: Sparkles,
  truck: Truck,
  users: Users,
} as const
