import { configure } from '@testing-library/react'

// The views' code arrives through lazy imports that the test runner compiles on first use: on a
// busy 2-core machine that was seen to take seconds, past testing-library's 1 s default for
// `findBy…` and `waitFor`. Each wait still ends on what it waits for; the limit only guards
// against a wait that never ends, as the test's own limit does.
configure({ asyncUtilTimeout: 10_000 })
