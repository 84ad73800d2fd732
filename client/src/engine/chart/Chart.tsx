import { Box, HStack, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ChartData, chartOption, describe, themeColours } from './options';

import type { init } from './echarts';

type Instance = ReturnType<typeof init>;

export interface ChartProps extends ChartData {
  /** The chart's accessible name, the caption of its data table and the downloaded image's file name. */
  title: string;
  /** Header of the category column of the data table read by screen readers. */
  categoryHeader: string;
  /** Height in pixels (the width follows the container). */
  height?: number;
  /**
   * The id of a table of the same numbers the page already shows: the chart then points to it
   * (aria-describedby) instead of carrying a visually hidden one of its own.
   */
  tableId?: string;
}

/**
 * The one chart of the product, on Apache ECharts (loaded lazily; bar charts with grid, tooltip and legend): the theme's colours, tooltips, a legend when there is more than one series, a button to
 * download it as a PNG image, an accessible name and description, and the numbers in a visually hidden table
 * (or a pointer to the page's own table).
 */
export function Chart({ title, categoryHeader, height = 240, tableId, kind, categories, series }: ChartProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const instance = useRef<Instance | null>(null);
  const [ready, setReady] = useState(false);
  const id = useId();
  const data: ChartData = { kind, categories, series };
  const key = JSON.stringify(data);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the data.
  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts').then(({ init }) => {
      const element = box.current;
      if (disposed || !element) return;
      try {
        const chart = init(element, undefined, { renderer: 'canvas' });
        const option = () => chartOption(JSON.parse(key) as ChartData, themeColours(element), element.clientWidth);
        chart.setOption(option());
        instance.current = chart;
        setReady(true);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => {
            chart.setOption(option());
            chart.resize();
          });
          observer.observe(element);
        }
      } catch {
        // No canvas (a test environment): the description and the data table still tell the numbers.
      }
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      instance.current?.dispose();
      instance.current = null;
      setReady(false);
    };
  }, [key]);

  const download = () => {
    const chart = instance.current;
    if (!chart) return;
    const link = document.createElement('a');
    link.href = chart.getDataURL({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: themeColours(box.current).background,
    });
    link.download = `${title.replace(/[\\/:*?"<>|]+/g, '_')}.png`;
    document.body.append(link);
    link.click();
    link.remove();
  };

  return (
    <Box as="figure" m="0" w="full" data-testid="chart">
      <HStack justify="flex-end" mb="-8" position="relative" zIndex="1">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={intl.formatMessage({ id: 'chart.download' }, { title })}
          title={intl.formatMessage({ id: 'chart.download' }, { title })}
          onClick={download}
          disabled={!ready}
        >
          <Download />
        </IconButton>
      </HStack>
      <Box
        ref={box}
        role="img"
        aria-label={title}
        aria-describedby={tableId ? `${id}-text ${tableId}` : `${id}-text`}
        h={`${height}px`}
        w="full"
      />
      <VisuallyHidden id={`${id}-text`}>{describe(data)}</VisuallyHidden>
      {!tableId && (
        <VisuallyHidden>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryHeader}</th>
                {series.map((s) => (
                  <th scope="col" key={s.name}>
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((category, i) => (
                <tr key={category}>
                  <th scope="row">{category}</th>
                  {series.map((s) => (
                    <td key={s.name}>{s.values[i] ?? 0}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      )}
    </Box>
  );
}
