// A new endpoint. The answer carries its signing secret: the endpoint's page
// opens with it shown, ready to copy to the receiver.
import { Create, useCreatePath, useNotify } from "react-admin";
import { useNavigate } from "react-router-dom";
import { WebhookEndpointForm } from "./WebhookEndpointForm";

export function WebhookEndpointCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  return (
    <Create
      mutationOptions={{
        onSuccess: (endpoint: { id: string; secret: string }) => {
          notify("Endpoint registered: copy its signing secret to the receiver", { type: "success" });
          navigate(createPath({ resource: "webhook-endpoints", type: "show", id: endpoint.id }), {
            state: { secret: endpoint.secret },
          });
        },
      }}
    >
      <WebhookEndpointForm />
    </Create>
  );
}
