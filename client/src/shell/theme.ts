import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** A calm, professional look: a deep-blue brand colour, a dark navy sidebar, system fonts with good Chinese glyphs. */
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.canvas', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        body: {
          value:
            "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Helvetica Neue', Arial, sans-serif",
        },
        heading: {
          value:
            "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Helvetica Neue', Arial, sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#dbe7fe' },
          200: { value: '#bcd3fd' },
          300: { value: '#8db5fa' },
          400: { value: '#5a8ef4' },
          500: { value: '#356bec' },
          600: { value: '#2353d6' },
          700: { value: '#1d43b0' },
          800: { value: '#1d3a8c' },
          900: { value: '#1d346f' },
          950: { value: '#152146' },
        },
        navy: {
          700: { value: '#1b2d4f' },
          800: { value: '#14233f' },
          900: { value: '#0f1b33' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        'bg.canvas': { value: '#f3f5f9' },
        sidebar: {
          bg: { value: '{colors.navy.900}' },
          fg: { value: 'rgba(255, 255, 255, 0.72)' },
          muted: { value: 'rgba(255, 255, 255, 0.45)' },
          hover: { value: '{colors.navy.700}' },
          active: { value: '{colors.brand.600}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
