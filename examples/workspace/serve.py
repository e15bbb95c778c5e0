"""A notebook-like server from Python's standard library, for a gpuq workspace.

It listens where gpuq says ($PORT, the host port the daemon gave the pod's
port) and answers every GET with a page naming the workload and its GPUs.
"""
import http.server
import os
import socketserver


class Page(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = (
            f"workspace {os.environ.get('GPUQ_WORKLOAD', '?')} "
            f"on port {os.environ['PORT']}, "
            f"GPUs {os.environ.get('CUDA_VISIBLE_DEVICES', 'none')}\n"
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format, *args):
        print(self.address_string(), format % args, flush=True)


socketserver.TCPServer.allow_reuse_address = True
with socketserver.TCPServer(("", int(os.environ["PORT"])), Page) as server:
    print(f"serving on port {os.environ['PORT']}", flush=True)
    server.serve_forever()
