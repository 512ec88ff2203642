// Draws the divergence trends chart with uPlot from the JSON the page embeds (#trends-data). The page's table
// carries the same numbers, so the chart is hidden from assistive technology and a failure here loses nothing.
/* global document, window, uPlot */
(function () {
  'use strict';
  function draw() {
    var target = document.getElementById('trends-chart');
    var source = document.getElementById('trends-data');
    if (!target || !source || typeof uPlot === 'undefined') return;
    var data = JSON.parse(source.textContent);
    // Ticks in UTC, like the table: days as "25 Nov", hours as "14:00".
    var tick = new Intl.DateTimeFormat(
      'en-GB',
      data.interval === 'hour'
        ? { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' }
        : { timeZone: 'UTC', day: 'numeric', month: 'short' },
    );
    // Tick steps no finer than the buckets, so a daily chart never labels the same day twice.
    var steps = {
      hour: [3600, 2 * 3600, 3 * 3600, 6 * 3600, 12 * 3600],
      day: [86400, 2 * 86400, 7 * 86400],
      week: [7 * 86400, 14 * 86400, 28 * 86400],
    }[data.interval];
    var options = function () {
      return {
        width: Math.max(240, target.clientWidth),
        height: 280,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: [0, 100] } },
        axes: [
          {
            stroke: '#1b1f24',
            incrs: steps,
            values: function (_chart, splits) {
              return splits.map(function (seconds) {
                return tick.format(new Date(seconds * 1000));
              });
            },
          },
          { stroke: '#1b1f24', label: 'Mean divergence' },
        ],
        series: [{}].concat(
          data.series.map(function (s) {
            return { label: s.label, stroke: s.colour, width: 2, spanGaps: true, points: { show: true } };
          }),
        ),
      };
    };
    var values = [data.x].concat(
      data.series.map(function (s) {
        return s.values;
      }),
    );
    var chart = new uPlot(options(), values, target);
    target.setAttribute('data-drawn-series', String(data.series.length));
    target.setAttribute('data-drawn-points', String(data.x.length));
    window.addEventListener('resize', function () {
      chart.setSize({ width: Math.max(240, target.clientWidth), height: 280 });
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', draw);
  else draw();
})();
