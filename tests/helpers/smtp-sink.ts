// A small SMTP server for tests (decision 056): it speaks enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT,
// DATA, RSET, NOOP, QUIT, no TLS, no AUTH) and keeps every accepted message with its Message-ID, so a test can
// count deliveries per email.
import net from 'node:net'
import type { AddressInfo } from 'node:net'

export type ReceivedMail = { messageId: string | null; from: string; to: string[]; data: string }
export type SmtpSink = { port: number; url: string; received: ReceivedMail[]; close: () => Promise<void> }

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    let buffer = ''
    let mail: { from: string; to: string[] } = { from: '', to: [] }
    let data: string[] | null = null
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 sink.test ESMTP')
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line)
            continue
          }
          const text = data.join('\r\n')
          received.push({ ...mail, data: text, messageId: /^message-id:\s*(.+)$/im.exec(text)?.[1]?.trim() ?? null })
          data = null
          mail = { from: '', to: [] }
          reply('250 2.0.0 queued')
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        switch (verb) {
          case 'EHLO':
            reply('250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8')
            break
          case 'HELO':
            reply('250 sink.test')
            break
          case 'MAIL':
            mail.from = line.slice(10).trim()
            reply('250 2.1.0 ok')
            break
          case 'RCPT':
            mail.to.push(line.slice(8).trim())
            reply('250 2.1.5 ok')
            break
          case 'DATA':
            data = []
            reply('354 end with <CRLF>.<CRLF>')
            break
          case 'RSET':
            mail = { from: '', to: [] }
            reply('250 2.0.0 ok')
            break
          case 'NOOP':
            reply('250 2.0.0 ok')
            break
          case 'QUIT':
            reply('221 2.0.0 bye')
            socket.end()
            break
          default:
            reply('502 5.5.2 not implemented')
        }
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
