import { Brush, Building2, Frame, Gift, Handshake, Home, Palette, Sparkles, Truck, Users } from 'lucide-react'

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
