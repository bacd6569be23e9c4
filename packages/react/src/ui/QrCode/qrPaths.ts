/**
 * How many modules wide the cleared centre (under the logo) is for a QR of `count` modules:
 * about a fifth of the code, odd so it stays centred, well within what level H recovers.
 * @example
 * logoModules(29) // 7
 */
export function logoModules(count: number): number {
  const modules = Math.floor(count * 0.22)
  return modules % 2 === 0 ? modules + 1 : modules
}

/** Whether a module belongs to one of the three 7×7 finder patterns. */
function inFinder(row: number, col: number, count: number): boolean {
  const near = (i: number) => i < 7
  const far = (i: number) => i >= count - 7
  return (near(row) && near(col)) || (near(row) && far(col)) || (far(row) && near(col))
}

/**
 * SVG path data of a QR matrix in module units: the data modules as squares (the finder
 * patterns and the logo area left out, drawn separately), plus the finder origins.
 * @example
 * const { modules, finders } = qrPaths(qrMatrix(address), { logo: true })
 */
export function qrPaths(
  matrix: readonly (readonly boolean[])[],
  { logo }: { logo: boolean },
): { modules: string; finders: [number, number][] } {
  const count = matrix.length
  const cleared = logo ? logoModules(count) : 0
  const start = (count - cleared) / 2
  const inLogo = (i: number) => i >= start && i < start + cleared
  let modules = ''
  matrix.forEach((cells, row) => {
    cells.forEach((dark, col) => {
      if (!dark || inFinder(row, col, count) || (inLogo(row) && inLogo(col))) return
      modules += `M${col} ${row}h1v1h-1z`
    })
  })
  return {
    modules,
    finders: [
      [0, 0],
      [count - 7, 0],
      [0, count - 7],
    ],
  }
}
