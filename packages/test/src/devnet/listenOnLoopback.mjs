// Preloaded into the alto bundler (`node --import`): alto always listens on every interface,
// and a devnet's bundler, whose executor holds ether, belongs on this machine only. Each
// listen asked for on 0.0.0.0 or :: (or on no host at all) happens on 127.0.0.1 instead.
import net from 'node:net'

const listen = net.Server.prototype.listen
const everywhere = new Set([undefined, '0.0.0.0', '::'])

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first] = args
  if (first && typeof first === 'object' && first.path === undefined && everywhere.has(first.host))
    args[0] = { ...first, host: '127.0.0.1' }
  else if (typeof first === 'number' && (typeof args[1] !== 'string' || everywhere.has(args[1])))
    args.splice(1, typeof args[1] === 'string' ? 1 : 0, '127.0.0.1')
  return listen.apply(this, args)
}
